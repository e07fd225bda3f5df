#!/usr/bin/env python3
"""Where a `swift build` spends its time, from the trace of its processes.

Usage: build-breakdown.py TRACE GRAPH_FILE_NAME LABEL, or build-breakdown.py --header

TRACE is what `strace -f -q -ttt -v -s 4096 --seccomp-bpf -e trace=execve -e signal=SIGCHLD -o TRACE swift build`
wrote: every program the build started, with its arguments, when it started and ended, and (from the SIGCHLD its
parent received) the CPU time it used. Each process is put into one part of the build by what it ran; the output is
a row of a Markdown table (`--header` prints its head): the build's label, then for the whole build and for each
part its wall time (the union of its processes' intervals, so parallel processes count once) and, in parentheses,
its CPU time, in seconds ("—" for a part that did not run), and last SwiftPM's own time: the whole build's wall time
when no other process was running.
"""

import re
import sys

EXECVE = re.compile(r'^(\d+)\s+(\d+\.\d+) execve\("([^"]*)", \[(.*?)\], .*')
EXECVE_FAILED = re.compile(r'= -1 ')
EXITED = re.compile(r'^(\d+)\s+(\d+\.\d+) \+\+\+ (exited with \d+|killed by \S+)')
CHILD_TIMES = re.compile(r'si_pid=(\d+),.*si_utime=(\d+)[^,]*, si_stime=(\d+)')
ARGUMENT = re.compile(r'"((?:[^"\\]|\\.)*)"')

# Modules of the plugin's tool (`wiring` and the libraries it links).
TOOL_MODULES = {"WiringCore", "WiringCommandLine", "wiring"}
# What the tool's compile and link jobs write: SwiftPM builds a plugin's tool as a host tool, `<module>-tool.build`.
TOOL_BUILD = re.compile(r'/(WiringCore|WiringCommandLine|wiring)-tool\.build/|/wiring-tool[ "]|/wiring-tool$')
# Clock ticks per second of the SIGCHLD times.
TICKS = 100.0

PARTS = [
    "package manifests",
    "plugin compile",
    "plugin run (planning the build)",
    "tool compile and link",
    "generator run",
    "graph file compile",
    "other files of the target",
    "module interface (emit-module)",
    "dependencies compile",
    "link",
    "other programs",
]


def part_of(path, arguments, graph_file):
    """The part of the build that a process with this program and these arguments belongs to, or None."""
    program = path.rsplit("/", 1)[-1]
    joined = " ".join(arguments)
    if program in ("swift", "swift-build", "swift-package"):
        return None
    if "ManifestAPI" in joined or "-manifest" in path:
        return "package manifests"
    if "PluginAPI" in joined or "/plugin-tools/" in path or "/plugins/cache/" in path:
        return "plugin compile" if program in ("swiftc", "swift-frontend", "swift-driver", "clang", "ld") \
            else "plugin run (planning the build)"
    if program == "swiftc" and "-modulewrap" not in arguments:
        # A compiler driver, whose jobs are counted each in its part, or a question about the compiler.
        return None if "-module-name" in arguments else "other programs"
    if program in ("wiring", "wiring-tool") and "generate" in arguments:
        return "generator run"
    if TOOL_BUILD.search(joined):
        return "tool compile and link"
    if program == "swift-frontend":
        module = arguments[arguments.index("-module-name") + 1] if "-module-name" in arguments else ""
        if module in TOOL_MODULES:
            return "tool compile and link"
        primaries = [arguments[i + 1] for i, a in enumerate(arguments) if a == "-primary-file"]
        if any(p.endswith("/" + graph_file) for p in primaries):
            return "graph file compile"
        if "-emit-module" in arguments and "-c" not in arguments:
            return "module interface (emit-module)" if not is_dependency(arguments) else "dependencies compile"
        return "dependencies compile" if is_dependency(arguments) else "other files of the target"
    if program.startswith("clang") or program in ("ld", "ld.lld", "ld.gold", "swift-autolink-extract"):
        return "dependencies compile" if "-c" in arguments else "link"
    if program == "swiftc":
        return "dependencies compile" if is_dependency(arguments) else "link"
    return "other programs"


def is_dependency(arguments):
    """Whether the process compiles a dependency's sources (a package SwiftPM checked out), by its first source file."""
    sources = [a for a in arguments if a.endswith((".swift", ".c", ".cpp", ".m"))]
    return bool(sources) and "/checkouts/" in sources[0]


def union(intervals):
    total, end = 0.0, None
    for start, stop in sorted(intervals):
        if end is None or start > end:
            total += stop - start
            end = stop
        elif stop > end:
            total += stop - end
            end = stop
    return total


def breakdown(trace, graph_file):
    """The whole build's wall and CPU seconds, each part's, and SwiftPM's own wall seconds."""
    started, ended, programs, cpu = {}, {}, {}, {}
    pending = {}
    for line in open(trace, errors="replace"):
        match = EXECVE.match(line)
        if match:
            pid, time, path, arguments = match.groups()
            if line.rstrip().endswith("<unfinished ...>"):
                pending[pid] = (float(time), path, ARGUMENT.findall(arguments))
            elif not EXECVE_FAILED.search(line):
                started[pid] = float(time)
                programs[pid] = (path, ARGUMENT.findall(arguments))
            continue
        if "<... execve resumed>" in line:
            pid = line.split()[0]
            if pid in pending and not EXECVE_FAILED.search(line):
                time, path, arguments = pending.pop(pid)
                started[pid], programs[pid] = time, (path, arguments)
            continue
        match = EXITED.match(line)
        if match:
            ended[match.group(1)] = float(match.group(2))
            continue
        match = CHILD_TIMES.search(line)
        if match and "SIGCHLD" in line:
            cpu[match.group(1)] = (int(match.group(2)) + int(match.group(3))) / TICKS
    if not started:
        sys.exit("build-breakdown: no process in " + trace)
    whole = max(ended.values()) - min(started.values())
    intervals = {part: [] for part in PARTS}
    cpu_of = {part: 0.0 for part in PARTS}
    for pid, (path, arguments) in programs.items():
        part = part_of(path, arguments, graph_file)
        if part is not None and pid in ended:
            intervals[part].append((started[pid], ended[pid]))
            cpu_of[part] += cpu.get(pid, 0.0)
    parts = {part: (union(intervals[part]), cpu_of[part]) for part in PARTS if intervals[part]}
    alone = whole - union([interval for part in PARTS for interval in intervals[part]])
    return whole, sum(cpu_of.values()), parts, alone


def main():
    if sys.argv[1:] == ["--header"]:
        print("| Build | Whole build | " + " | ".join(PARTS) + " | SwiftPM alone |")
        print("| --- " * (len(PARTS) + 3) + "|")
        return
    trace, graph_file, label = sys.argv[1:4]
    whole, whole_cpu, parts, alone = breakdown(trace, graph_file)
    cells = ["%.2f (%.2f)" % parts[part] if part in parts else "—" for part in PARTS]
    print("| %s | %.2f (%.2f) | %s | %.2f |" % (label, whole, whole_cpu, " | ".join(cells), alone))


main()
