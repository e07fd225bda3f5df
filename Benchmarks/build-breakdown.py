#!/usr/bin/env python3
"""Where a `swift build` spends its time, from the trace of its processes.

Usage: build-breakdown.py TRACE WIRING_PATTERN LABEL [--wiring-bytes N --summary FILE], or build-breakdown.py --header,
or build-breakdown.py --summary-header

TRACE is what `strace -f -q -ttt -v -s 4096 --seccomp-bpf -e trace=execve -e signal=SIGCHLD -o TRACE swift build`
wrote: every program the build started, with its arguments, when it started and ended, and (from the SIGCHLD its
parent received) the CPU time it used. Each process is put into one part of the build by what it ran; the output is
a row of a Markdown table (`--header` prints its head): the build's label, then for the whole build and for each
part its wall time (the union of its processes' intervals, so parallel processes count once) and, in parentheses,
its CPU time, in seconds ("—" for a part that did not run), and last SwiftPM's own time: the whole build's wall time
when no other process was running.

WIRING_PATTERN (a regular expression searched in each compiled file's path) tells the wiring code from the target's
other files: every Swift file the plugin wrote (`/plugins/outputs/`), or the files of a graph written by hand. A
compile job (a batch of primary files) whose primaries are all wiring code counts in *wiring code compile*; one that
also compiled other files counts there for the wiring files' share of its primaries' bytes (the first part of its
interval and of its CPU time), and the rest in *other files of the target*. With `--summary FILE`, a line is
appended to FILE (`--summary-header` prints its head): the label, the generator's run, the wiring code's compile
(its share, wall and CPU, and the wall time of every job that compiled any of it), how many wiring files were
compiled, their bytes as a share of `--wiring-bytes` (all the wiring code's bytes), and the target's frontend jobs
(compile and emit-module), how many of them mixed wiring code with other files, and the files they compiled.
"""

import os
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
    "wiring code compile",
    "other files of the target",
    "module interface (emit-module)",
    "dependencies compile",
    "link",
    "other programs",
]


def part_of(path, arguments, wiring):
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
        if "-c" not in arguments and "-emit-module" not in arguments:
            # A question about the compiler (`-print-target-info`), or `-modulewrap`, which the link needs.
            return "other programs" if "-modulewrap" not in arguments else "link"
        if any(wiring.search(p) for p in primaries_of(arguments)):
            return "wiring code compile"
        if "-emit-module" in arguments and "-c" not in arguments:
            return "module interface (emit-module)" if not is_dependency(arguments) else "dependencies compile"
        return "dependencies compile" if is_dependency(arguments) else "other files of the target"
    if program.startswith("clang") or program in ("ld", "ld.lld", "ld.gold", "swift-autolink-extract"):
        return "dependencies compile" if "-c" in arguments else "link"
    if program == "swiftc":
        return "dependencies compile" if is_dependency(arguments) else "link"
    return "other programs"


def primaries_of(arguments):
    return [arguments[i + 1] for i, a in enumerate(arguments) if a == "-primary-file" and i + 1 < len(arguments)]


def size_of(path):
    try:
        return os.path.getsize(path)
    except OSError:
        return 0


def wiring_share(arguments, wiring):
    """The share of a compile job's primaries' bytes that are wiring code."""
    primaries = primaries_of(arguments)
    total = sum(size_of(p) for p in primaries)
    wired = sum(size_of(p) for p in primaries if wiring.search(p))
    return wired / total if total else 1.0


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


def breakdown(trace, wiring):
    """The whole build's wall and CPU seconds, each part's, SwiftPM's own wall seconds, and the summary's figures."""
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
    wiring_jobs, wiring_files, target_jobs, mixed_jobs, target_files = [], set(), 0, 0, set()
    for pid, (path, arguments) in programs.items():
        part = part_of(path, arguments, wiring)
        if part is None or pid not in ended:
            continue
        start, stop, used = started[pid], ended[pid], cpu.get(pid, 0.0)
        if part in ("wiring code compile", "other files of the target", "module interface (emit-module)"):
            target_jobs += 1
            target_files.update(primaries_of(arguments))
        if part == "wiring code compile":
            wiring_jobs.append((start, stop))
            wiring_files.update(p for p in primaries_of(arguments) if wiring.search(p))
            share = wiring_share(arguments, wiring)
            if share < 1.0:
                mixed_jobs += 1
                middle = start + share * (stop - start)
                intervals["other files of the target"].append((middle, stop))
                cpu_of["other files of the target"] += (1.0 - share) * used
                stop, used = middle, share * used
        intervals[part].append((start, stop))
        cpu_of[part] += used
    parts = {part: (union(intervals[part]), cpu_of[part]) for part in PARTS if intervals[part]}
    alone = whole - union([interval for part in PARTS for interval in intervals[part]])
    summary = {
        "generator": parts.get("generator run", (0.0, 0.0))[0],
        "wiring": parts.get("wiring code compile", (0.0, 0.0)),
        "wiring jobs": union(wiring_jobs),
        "wiring files": len(wiring_files),
        "wiring bytes": sum(size_of(p) for p in wiring_files),
        "jobs": target_jobs,
        "mixed": mixed_jobs,
        "files": len(target_files),
    }
    return whole, sum(cpu_of.values()), parts, alone, summary


def option(name):
    return sys.argv[sys.argv.index(name) + 1] if name in sys.argv else None


def main():
    if sys.argv[1:] == ["--header"]:
        print("| Build | Whole build | " + " | ".join(PARTS) + " | SwiftPM alone |")
        print("| --- " * (len(PARTS) + 3) + "|")
        return
    if sys.argv[1:] == ["--summary-header"]:
        print("| Build | Whole build (traced) | Generator run | Wiring code compile (CPU) | Jobs that compiled it "
              "| Wiring files compiled | Their bytes, % of the wiring code's | Frontend jobs, mixed (files) |")
        print("| --- " * 8 + "|")
        return
    trace, pattern, label = sys.argv[1:4]
    whole, whole_cpu, parts, alone, summary = breakdown(trace, re.compile(pattern))
    cells = ["%.2f (%.2f)" % parts[part] if part in parts else "—" for part in PARTS]
    print("| %s | %.2f (%.2f) | %s | %.2f |" % (label, whole, whole_cpu, " | ".join(cells), alone))
    if option("--summary"):
        total = int(option("--wiring-bytes") or 0)
        share = "%.1f %%" % (100.0 * summary["wiring bytes"] / total) if total else "—"
        wiring_wall, wiring_cpu = summary["wiring"]
        with open(option("--summary"), "a") as out:
            out.write("| %s | %.2f s | %s | %s | %s | %d | %s (%d of %d bytes) | %d, %d (%d) |\n" % (
                label, whole,
                "%.2f s" % summary["generator"] if "generator run" in parts else "—",
                "%.2f s (%.2f s)" % (wiring_wall, wiring_cpu) if "wiring code compile" in parts else "—",
                "%.2f s" % summary["wiring jobs"] if summary["wiring jobs"] else "—",
                summary["wiring files"], share, summary["wiring bytes"], total,
                summary["jobs"], summary["mixed"], summary["files"]))


main()
