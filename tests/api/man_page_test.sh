#!/bin/sh
# SPDX-License-Identifier: MIT
# man_page_test.sh MANPAGE TESSERA COMPLETION: the man page renders without a warning, and
# for every subcommand the options that `tessera SUBCOMMAND --help` lists are exactly those
# its bash completion offers and each is documented in its own section of the man page
# (`.SS "tessera SUBCOMMAND ..."` up to the next section), so both follow the code.
set -eu
page=$1 tessera=$2 completion=$3
warnings=$(MANWIDTH=80 man --warnings -l "$page" 2>&1 >/dev/null) || { echo "man failed: $warnings"; exit 1; }
if [ -n "$warnings" ]; then echo "man -l warns:"; echo "$warnings"; exit 1; fi
status=0
fail() { echo "$1"; status=1; }
# The words of `COMMAND) options="..." ;;` in the completion script (it may span lines).
completion_options() {
    awk -v command="$1" '
        $0 ~ "^ *" command "\\) options=\"" { on = 1; sub(/^[^"]*"/, "") }
        on { line = $0; if (sub(/".*/, "", line)) on = 2; printf "%s ", line; if (on == 2) exit }
    ' "$completion"
}
# The man page's section of COMMAND (from its `.SS "tessera COMMAND` line to the next section).
man_section() {
    awk -v command="$(echo "$1" | sed 's/-/\\\\-/g')" '
        /^\.S[SH] / { on = index($0, "\"tessera " command) > 0 }
        on { print }' "$page" | sed 's/\\-/-/g'
}
awk '/^\.SH/ { on = $2 == "OPTIONS" } on' "$page" | grep -qF -- '\-h ", " \-\-help' ||
    fail "-h, --help is not under OPTIONS in $page"
for command in check compile render shader-test cgc; do
    section=$(man_section "$command")
    [ -n "$section" ] || { fail "missing section: tessera $command"; continue; }
    # Options are the words starting with a dash at the start of --help's option lines.
    help=$("$tessera" "$command" --help | grep -oE '^ +-{1,2}[A-Za-z][A-Za-z0-9-]*(,-{1,2}[A-Za-z][A-Za-z0-9-]*)*' | tr ',' ' ')
    if [ "$command" = cgc ]; then
        # cgc's own spellings, listed after "cgc's options:" in --help (-DNAME as -D): in
        # its section and in the completion's cgc list.
        cgc=$("$tessera" cgc --help | grep "cgc's options:" | grep -oE -- ' -[A-Za-z][A-Za-z0-9]*' | sed 's/^ -D.*/-D/; s/^ -I.*/-I/; s/^ //')
        [ -n "$cgc" ] || fail "tessera cgc --help lists no cgc options"
        for option in $cgc; do
            echo "$section" | grep -qe "$option" || fail "tessera cgc: option $option is not in its section of $page"
            sed -n '/^_tessera_cgc()/,/^}/p' "$completion" | grep -qwe "$option" || fail "tessera cgc: option $option is not offered by $completion"
        done
        continue
    fi
    offered=$(completion_options "$command")
    for option in $help; do
        # -h and --help are described once, under OPTIONS.
        case $option in -h|--help) ;; *)
            echo "$section" | grep -qe "$option" || fail "tessera $command: option $option is not in its section of $page" ;;
        esac
        echo " $offered " | grep -qe " $option " || fail "tessera $command: option $option is not offered by $completion"
    done
    for option in $offered; do
        echo " $(echo $help) " | grep -qe " $option " || fail "tessera $command: $completion offers $option, which --help does not list"
    done
done
exit $status
