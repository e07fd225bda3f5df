# The edits of the edit–rebuild loop (section 5 of run.sh; smoke.sh checks that each one still builds). Sourced; the
# count of edits is kept in "$work/edit-count", as run.sh times its commands in subshells.
#
# `edit_package SOURCES KIND [WIRING]` edits the target whose folder is SOURCES, a different edit each time, so that
# every build has something to do; the same edit in the plugin's package and in a hand-wired one, whose graph file
# WIRING (the one that creates the edited component: `HandWiredGraph.swift`, or the spread graph's
# `Wiring/Area0000Wiring.swift`) it updates where the graph changes:
#
# - `body`: a string inside a method's body of Features/Feature0001.swift;
# - `method`: a method added to that file's first class (its name counts up): the component's interface changes,
#   its graph does not;
# - `init-parameter`: a parameter added to that class's init (its name counts up), of the type of the first plain
#   component of Features/Feature0000.swift: the graph changes, and WIRING passes the new argument;
# - `component`: a component added to Features/Feature0001.swift, which takes that same component; WIRING gains its
#   property;
# - `child-body`, `child-interface`: a constant in the first init, a method added to the first class, of
#   Features/Session.swift (the child graph's components);
# - `server-body`: the string that the swift-nio server's one source file (Server.swift) answers with.

# The first class of a feature file.
first_class() { awk '/^final class / { sub(/^final class /, ""); sub(/[^A-Za-z0-9].*/, ""); print; exit }' "$1"; }

# The first component of a feature file that is a plain class bound as itself: its annotation names no protocol and
# no collection, and it is not generic.
first_plain_component() {
    awk '/^final class [A-Za-z0-9]+( \{|: )/ && previous ~ /^\/\/ @Component(\(scope: \.shared\))?$/ {
        sub(/^final class /, ""); sub(/[^A-Za-z0-9].*/, ""); print; exit
    } { previous = $0 }' "$1"
}

lower_camel_case() { echo "$(echo "${1:0:1}" | tr '[:upper:]' '[:lower:]')${1:1}"; }

edit_package() {
    local sources=$1 kind=$2 wiring=${3:-} edit_count
    edit_count=$(($(cat "$work/edit-count" 2> /dev/null || echo 0) + 1))
    echo "$edit_count" > "$work/edit-count"
    local feature=$sources/Features/Feature0001.swift
    case $kind in
        body) sed -i "s/nothing yet[0-9]*\"/nothing yet$edit_count\"/" "$feature" ;;
        method) sed -i "0,/^final class .* {\$/s//&\n    func editLoop$edit_count() -> Int { $edit_count }/" "$feature" ;;
        init-parameter | component)
            local edited taken taken_property
            edited=$(first_class "$feature")
            taken=$(first_plain_component "$sources/Features/Feature0000.swift")
            taken_property=$(lower_camel_case "$taken")
            if [ -z "$edited" ] || [ -z "$taken" ]; then
                echo "edit_package: no class to edit in $feature, or none to take in Feature0000.swift" >&2
                return 1
            fi
            if [ "$kind" = init-parameter ]; then
                local parameter="editLoop$edit_count: $taken" argument="editLoop$edit_count: $taken_property"
                sed -i "/^final class $edited[^A-Za-z0-9]/,/^    init(/{s/^    init()/    init($parameter)/;t;s/^    init(/    init($parameter, /}" \
                    "$feature"
                if [ -n "$wiring" ]; then
                    sed -i -E "s/\\b$edited\\(\\)/$edited($argument)/;t;s/\\b$edited\\(/&$argument, /" "$wiring"
                fi
            else
                local added=EditLoopComponent$edit_count
                printf '\n/// Added by the edit–rebuild loop.\n// @Component\nfinal class %s {\n    let checksum: Int\n\n    init(%s: %s) {\n        checksum = %s.checksum\n    }\n}\n' \
                    "$added" "$taken_property" "$taken" "$taken_property" >> "$feature"
                if [ -n "$wiring" ]; then
                    sed -i "0,/^final class [A-Za-z0-9]* {\$/s//&\n    var $(lower_camel_case "$added"): $added { $added($taken_property: $taken_property) }\n/" \
                        "$wiring"
                fi
            fi
            ;;
        child-body) sed -i "0,/var checksum = 1000000\( + [0-9]*\)\?\$/s//var checksum = 1000000 + $edit_count/" \
            "$sources/Features/Session.swift" ;;
        child-interface) sed -i "0,/^final class .* {\$/s//&\n    func editLoop$edit_count() -> Int { $edit_count }/" \
            "$sources/Features/Session.swift" ;;
        server-body) sed -i "s/\"hello[0-9]*, /\"hello$edit_count, /" "$sources/Server.swift" ;;
        *) echo "edit_package: no edit named $kind" >&2; return 1 ;;
    esac
}
