(function () {
  "use strict";
  var source = document.getElementById("graph-data");
  var rendered = { graphs: [], charts: [] };
  function record() {
    var charts = document.querySelectorAll("img.chart");
    for (var i = 0; i < charts.length; i++) {
      var r = charts[i].getBoundingClientRect();
      rendered.charts.push({ id: charts[i].id, x: r.left + window.scrollX, y: r.top + window.scrollY,
        w: r.width, h: r.height, loaded: charts[i].complete && charts[i].naturalWidth > 0 });
    }
    document.body.setAttribute("data-rendered", JSON.stringify(rendered));
  }
  if (!source) {
    record();
    return;
  }
  var data = JSON.parse(source.textContent);
  var tip = document.getElementById("tip");
  var mode = "role";
  var views = [];

  function colourOf(g, i) {
    if (mode === "class") {
      return g.cls[i] < 0 ? "#BBBBBB" : data.palette[g.cls[i] % data.palette.length];
    }
    return data.roles[g.role[i]].colour;
  }
  function borderOf(g, i) {
    return mode === "role" && data.roles[g.role[i]].outlined ? 1.5 : 0;
  }
  function build(id, g) {
    var elements = [];
    for (var i = 0; i < g.x.length; i++) {
      elements.push({ group: "nodes", data: { id: "n" + i, i: i, col: colourOf(g, i), bw: borderOf(g, i) },
        position: { x: g.x[i], y: g.y[i] } });
    }
    for (var e = 0; e < g.edges.length; e += 2) {
      elements.push({ group: "edges", data: { id: "e" + e, source: "n" + g.edges[e], target: "n" + g.edges[e + 1] } });
    }
    var container = document.getElementById(id);
    var cy = cytoscape({
      container: container, elements: elements, layout: { name: "preset", fit: true, padding: 12 },
      minZoom: 0.05, maxZoom: 40, textureOnViewport: g.edges.length > 5000,
      hideEdgesOnViewport: g.edges.length > 20000, boxSelectionEnabled: false, autoungrabify: true,
      style: [
        { selector: "node", style: { "width": 7, "height": 7, "background-color": "data(col)",
          "border-width": "data(bw)", "border-color": "#222222" } },
        { selector: "edge", style: { "width": 0.6, "line-color": "#8C8C8C", "opacity": 0.45,
          "curve-style": "haystack" } }
      ]
    });
    cy.on("mouseover", "node", function (ev) {
      tip.textContent = g.tip[ev.target.data("i")];
      tip.style.display = "block";
    });
    cy.on("mousemove", function (ev) {
      if (ev.originalEvent) {
        tip.style.left = (ev.originalEvent.pageX + 14) + "px";
        tip.style.top = (ev.originalEvent.pageY + 14) + "px";
      }
    });
    cy.on("mouseout", "node", function () { tip.style.display = "none"; });
    views.push({ cy: cy, g: g });
    var r = container.getBoundingClientRect();
    rendered.graphs.push({ id: id, nodes: cy.nodes().length, edges: cy.edges().length,
      x: r.left + window.scrollX, y: r.top + window.scrollY, w: r.width, h: r.height });
  }
  function recolour() {
    views.forEach(function (v) {
      v.cy.batch(function () {
        v.cy.nodes().forEach(function (n) {
          var i = n.data("i");
          n.data("col", colourOf(v.g, i));
          n.data("bw", borderOf(v.g, i));
        });
      });
    });
    var legends = document.querySelectorAll("[data-legend]");
    for (var i = 0; i < legends.length; i++) {
      legends[i].style.display = legends[i].getAttribute("data-legend") === mode ? "block" : "none";
    }
  }
  build("graph-before", data.before);
  build("graph-after", data.after);
  var radios = document.querySelectorAll("input[name=colour]");
  for (var i = 0; i < radios.length; i++) {
    radios[i].addEventListener("change", function (ev) {
      mode = ev.target.value;
      recolour();
    });
  }
  recolour();
  record();
})();
