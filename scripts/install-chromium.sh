#!/usr/bin/env bash
# Installs Debian's Chromium where it is missing, for the review page's browser test
# (cli ReviewBrowserTest). Without it that test is skipped, saying why; nothing else needs it.
set -uo pipefail
if command -v chromium >/dev/null 2>&1; then
  exit 0
fi
sudo=""
if [ "$(id -u)" != 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo="sudo -n"; fi
fi
if command -v apt-get >/dev/null 2>&1 && { [ "$(id -u)" = 0 ] || [ -n "$sudo" ]; }; then
  echo "installing Debian's chromium for the review page's browser test" >&2
  $sudo apt-get install -y -q chromium >/dev/null 2>&1 \
    || { $sudo apt-get update -q >/dev/null 2>&1 && $sudo apt-get install -y -q chromium >/dev/null 2>&1; }
fi
if ! command -v chromium >/dev/null 2>&1; then
  echo "note: Chromium could not be installed here; the review page's browser test will be skipped" >&2
fi
exit 0
