#!/bin/sh
# man_page_test.sh MANPAGE TESSERA COMPLETION: the man page renders without a warning, and
# every option that `tessera SUBCOMMAND --help` lists is in it and in the bash completion
# script (so both follow the code).
set -eu
page=$1 tessera=$2 completion=$3
warnings=$(MANWIDTH=80 man --warnings -l "$page" 2>&1 >/dev/null) || { echo "man failed: $warnings"; exit 1; }
if [ -n "$warnings" ]; then echo "man -l warns:"; echo "$warnings"; exit 1; fi
text=$(MANWIDTH=200 man -l "$page" 2>/dev/null)
status=0
for command in check compile render shader-test cgc; do
    echo "$text" | grep -q "tessera $command" || { echo "missing subcommand: $command"; status=1; }
    # Options are the words starting with a dash at the start of --help's option lines.
    for option in $("$tessera" "$command" --help | grep -oE '^ +-{1,2}[A-Za-z][A-Za-z0-9-]*(,-{1,2}[A-Za-z][A-Za-z0-9-]*)*' | tr ',' ' '); do
        echo "$text" | grep -qe "$option" || { echo "tessera $command: option $option is not in $page"; status=1; }
        grep -qwe "$option" "$completion" || { echo "tessera $command: option $option is not in $completion"; status=1; }
    done
done
exit $status
