#!/usr/bin/env python3
"""Real-corpus fidelity check of Wiring's scanner against the Swift compiler's own parse.

Reads every Swift file of the real-code corpus (the packages of Tools/corpus.txt at their tags, fetched by
Tools/fetch-corpus.sh into .corpus, or $WIRING_CORPUS, or --corpus), then:

1. Scan: runs `wiring dump --json` over each package's files and reports files, bytes, time and crashes.
2. Compare: inserts `// @Component` above every class, struct and actor whose body declares an init (above its
   attributes and modifiers), runs `wiring dump --json` on each annotated file, and compares every init Wiring
   accepts with `swiftc -dump-parse -dump-ast-format json` of the same file. Every type Wiring declines must have a
   diagnostic whose reason the compiler's parse confirms.

What the compiler's parse dump gives and what is read from the source: the dump has the declarations, nesting,
names, argument labels, default arguments, generic parameters, failability, `rethrows`, typed `throws(E)`, access
levels and byte ranges (of the declaration, its attributes, its parameter list and its body). It has no parameter
types, `async`, untyped `throws`, `...` or `?` versus `!`. Those are read from the source text inside the ranges the
compiler gives: the byte after `init`; the effects between the parameter list and the body; each parameter's type
from the parameter list split at its top-level commas. A split is only used when it yields exactly the compiler's
parameters with the compiler's labels and names.

Normalization (applied to both sides before comparing type text): comments are removed, and whitespace is removed
except between two identifier characters, so `[String : Int]` equals `[String: Int]` and `any P` stays `any P`.

Not comparable, and counted apart: files the compiler reports parse errors in, files with the same content as one
already compared, and inits inside `#if` (the parse dump leaves out every `#if` block). A type with `#if` in its body
or in a same-file extension has its init count checked only when Wiring accepts it.

Usage:
    Tools/fetch-corpus.sh                                            # once: the corpus
    Tools/fidelity.py --wiring .build/release/wiring                 # full corpus
    Tools/fidelity.py --wiring .build/debug/wiring --sample 300      # the fixed sample the integration test runs
Exit status: 0 when there is no crash and no disagreement, 1 otherwise, 2 when the corpus is missing or is not the
one Tools/corpus.txt pins (with the command that fetches it).
"""

import argparse
import bisect
import concurrent.futures
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict

TOOLS = os.path.dirname(os.path.abspath(__file__))
PINNED_LIST = os.path.join(TOOLS, "corpus.txt")
FETCH_COMMAND = "Tools/fetch-corpus.sh"
CORPUS = os.environ.get("WIRING_CORPUS") or os.path.join(os.path.dirname(TOOLS), ".corpus")
ANNOTATION = "// @Component\n"


# MARK: - Corpus

def pinned_packages(list_file):
    """The packages of Tools/corpus.txt, as {`owner/name`: tag}."""
    pinned = {}
    with open(list_file, encoding="utf-8") as file:
        for line in file:
            fields = line.split("#", 1)[0].split()
            if fields:
                pinned[fields[0]] = fields[1]
    return pinned


def repositories(corpus):
    """The package folders of the corpus, as (`owner/name`, folder), sorted; hidden folders are skipped."""
    found = []
    for owner in sorted(os.listdir(corpus)):
        owner_dir = os.path.join(corpus, owner)
        if owner.startswith(".") or not os.path.isdir(owner_dir):
            continue
        for name in sorted(os.listdir(owner_dir)):
            if not name.startswith(".") and os.path.isdir(os.path.join(owner_dir, name)):
                found.append((owner + "/" + name, os.path.join(owner_dir, name)))
    return found


def corpus_problems(corpus, repos, pinned):
    """How the corpus folder differs from the pinned list: packages missing, at another tag, or not on the list."""
    present = dict(repos)
    problems = []
    for package, tag in pinned.items():
        folder = present.get(package)
        if folder is None:
            problems.append(f"missing: {package} {tag}")
            continue
        heads = subprocess.run(["git", "-C", folder, "rev-parse", "HEAD", f"refs/tags/{tag}^{{commit}}"],
                               capture_output=True, text=True)
        lines = heads.stdout.split()
        if heads.returncode != 0 or len(lines) != 2 or lines[0] != lines[1]:
            problems.append(f"not at tag {tag}: {package}")
    problems += [f"not in {os.path.relpath(PINNED_LIST)}: {package}" for package in present if package not in pinned]
    return problems


def swift_files(folder):
    """The paths, relative to `folder`, of its regular `.swift` files, skipping hidden folders (`.git` among them)
    and hidden files as `wiring` does, sorted."""
    files = []
    for directory, subdirectories, names in os.walk(folder):
        subdirectories[:] = [name for name in subdirectories if not name.startswith(".")]
        for name in names:
            path = os.path.join(directory, name)
            if name.endswith(".swift") and not name.startswith(".") and os.path.isfile(path) \
                    and not os.path.islink(path):
                files.append(os.path.relpath(path, folder).replace(os.sep, "/"))
    return sorted(files)


def sample_key(package, path):
    """The fixed order the sample is taken in: a hash of the file's place in the corpus."""
    return hashlib.sha1(f"{package}/{path}".encode("utf-8", "surrogateescape")).hexdigest()


def extract(repos, sample, destination):
    """Copies the selected files to `destination/<owner>/<name>/`; returns {package: [(path of the copy, SHA-1 of
    its content)]}. The copies leave out whatever else the package folders hold, and the annotated files go next
    to them."""
    selected = {package: [(path, folder) for path in swift_files(folder)] for package, folder in repos}
    if sample is not None:
        ranked = sorted((sample_key(package, path), package, path)
                        for package, files in selected.items() for path, _ in files)
        keep = {(package, path) for _, package, path in ranked[:sample]}
        selected = {package: [f for f in files if (package, f[0]) in keep] for package, files in selected.items()}
    written = {}
    for package, files in selected.items():
        if not files:
            continue
        written[package] = []
        for path, folder in files:
            with open(os.path.join(folder, path), "rb") as file:
                contents = file.read()
            target = os.path.join(destination, package, path)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as file:
                file.write(contents)
            written[package].append((target, hashlib.sha1(contents).hexdigest()))
    return written


# MARK: - Step 1: scan every file

def run_wiring(wiring, inputs):
    started = time.monotonic()
    # Every error counts here, not only the first ones a person would read.
    result = subprocess.run(["nice", "-n", "10", wiring, "dump", "--json", "--max-errors", "0", *inputs],
                            capture_output=True)
    return result, time.monotonic() - started


def is_crash(result):
    """`wiring` exits 0 (valid) or 1 (diagnostics); a signal or any other status is a crash."""
    return result.returncode not in (0, 1) or b"Fatal error" in result.stderr


def scan_corpus(wiring, corpus, root):
    report = {"packages": 0, "files": 0, "bytes": 0, "seconds": 0.0, "crashes": []}
    for package, files in corpus.items():
        report["packages"] += 1
        report["files"] += len(files)
        report["bytes"] += sum(os.path.getsize(path) for path, _ in files)
        result, seconds = run_wiring(wiring, [os.path.join(root, package)])
        report["seconds"] += seconds
        if is_crash(result):
            # Find the files that crash it on their own.
            for path, _ in files:
                single, _ = run_wiring(wiring, [path])
                if is_crash(single):
                    report["crashes"].append({"file": path, "status": single.returncode,
                                              "stderr": single.stderr.decode("utf-8", "replace")[-2000:]})
    report["megabytes"] = round(report["bytes"] / 1e6, 1)
    report["seconds"] = round(report["seconds"], 2)
    report["megabytesPerSecond"] = round(report["bytes"] / 1e6 / max(report["seconds"], 1e-9), 1)
    return report


# MARK: - The compiler's parse

def compiler_parse(paths, jobs):
    """{path: source_file JSON} for the files `swiftc -dump-parse` parses without errors; {path: first error} else."""
    batches = []
    for path in paths:
        # The compiler refuses two inputs with the same file name in one invocation.
        name = os.path.basename(path)
        batch = next((b for b in batches if len(b["paths"]) < 60 and name not in b["names"]), None)
        if batch is None:
            batch = {"paths": [], "names": set()}
            batches.append(batch)
        batch["paths"].append(path)
        batch["names"].add(name)

    def run(paths):
        result = subprocess.run(["nice", "-n", "10", "swiftc", "-dump-parse", "-dump-ast-format", "json", *paths],
                                capture_output=True)
        # One JSON object per file, on standard output for one file; the driver forwards the dumps of several
        # files to standard error, among the diagnostics.
        output = (result.stdout + b"\n" + result.stderr).decode("utf-8", "surrogateescape")
        errors = {}
        for match in re.finditer(r"(?m)^(/.*?):\d+:\d+: error: (.*)$", output):
            errors.setdefault(match.group(1), match.group(2))
        dumps = {}
        decoder = json.JSONDecoder()
        for match in re.finditer(r'\{"_kind":"source_file","filename":"((?:[^"\\]|\\.)*)"', output):
            try:
                source_file, _ = decoder.raw_decode(output, match.start())
                dumps[source_file["filename"]] = source_file
            except json.JSONDecodeError as error:
                # The compiler's JSON dumper writes some nodes as `"": {…}` inside an array.
                errors.setdefault(json.loads('"' + match.group(1) + '"'), f"invalid JSON dump ({error.msg})")
        return paths, dumps, errors, result.returncode

    def parse_batch(batch):
        paths, dumps, errors, _ = run(batch["paths"])
        good = {path: dumps[path] for path in paths if path in dumps and path not in errors}
        if len(paths) == 1:
            return good, {path: errors.get(path, "no parse dump") for path in paths if path not in good}
        # An error stops the dump of the files after it, and top-level code is only allowed when a file is
        # compiled on its own (as a script or `main.swift`): the other files are parsed one by one.
        bad = {}
        for path in paths:
            if path not in good:
                single_good, single_bad = parse_batch({"paths": [path]})
                good.update(single_good)
                bad.update(single_bad)
        return good, bad

    parsed, failed = {}, {}
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        for good, bad in pool.map(parse_batch, batches):
            parsed.update(good)
            failed.update(bad)
    return parsed, failed


def access_level(node):
    for attribute in node.get("attrs", []):
        if attribute.get("_kind") == "access_control_attr":
            return attribute.get("access_level")
    return None


def strip_generic_arguments(name):
    result, depth = "", 0
    for character in name:
        if character == "<":
            depth += 1
        elif character == ">":
            depth -= 1
        elif depth == 0:
            result += character
    return result


def declared_types(source_file, source):
    """The class, struct and actor declarations of the file with what the compiler parsed of each: name including
    enclosing types, generic or not, access, inits, the types enclosing it, and the inits of same-file extensions.
    Function bodies are not entered: Wiring skips them too."""
    types, every_type = [], {}
    extension_inits, extension_ranges = Counter(), defaultdict(list)

    def visit(items, scope):
        for node in items:
            kind = node.get("_kind")
            if kind == "extension_decl":
                name = strip_generic_arguments(node.get("extended_type", ""))
                extension_inits[name] += sum(1 for m in node.get("members", []) if m.get("_kind") == "constructor_decl")
                extension_ranges[name].append(node["range"])
                visit(node.get("members", []), name.split("."))
            elif kind in ("class_decl", "struct_decl", "enum_decl", "protocol"):
                path = scope + [node["name"]["base_name"].get("name", "")]
                declared = {"qualifiedName": ".".join(path), "scope": scope, "node": node,
                            "generic": "generic_params" in node, "access": access_level(node),
                            "inits": [m for m in node.get("members", []) if m.get("_kind") == "constructor_decl"]}
                every_type.setdefault(declared["qualifiedName"], declared)
                if kind in ("class_decl", "struct_decl"):
                    types.append(declared)
                visit(node.get("members", []), path)

    visit(source_file.get("items", []), [])
    for declared in types:
        # The enclosing types, also through extensions (`extension Outer { struct Inner … }`), as far as the file
        # declares them.
        scope = declared["scope"]
        declared["enclosing"] = [every_type[".".join(scope[:length])] for length in range(1, len(scope) + 1)
                                 if ".".join(scope[:length]) in every_type]
        start, end = declared["node"]["range"]["start"], declared["node"]["range"]["end"]
        ranges = [(start, end)] + [(r["start"], r["end"]) for r in extension_ranges[declared["qualifiedName"]]]
        declared["extensionInits"] = extension_inits[declared["qualifiedName"]]
        # An extension the dump leaves out (inside `#if`) may declare inits too.
        hidden_extension = any(not any(s <= m.start() <= e for s, e in ranges[1:]) for m in re.finditer(
            rb"\bextension\s+" + re.escape(declared["qualifiedName"].encode("latin-1")) + rb"\b(?!\.)", source))
        declared["conditional"] = hidden_extension or any(
            re.search(rb"(?m)^[ \t]*#if\b", source[s:e + 1]) for s, e in ranges)
    return types


# MARK: - Reading the source inside the compiler's ranges

def code_spans(text, start, end):
    """Splits `text[start:end]` (a parameter list without its parentheses) at its top-level commas. Returns, for
    each parameter, its code with comments blanked out (same length, so offsets stay valid) and its start offset.
    Strings (with interpolations), comments and brackets are skipped; `<…>` counts as brackets only before a
    parameter's `=`, where it can only be generic arguments."""
    code = list(text[start:end])
    parts, part_start = [], 0
    depth, angle, after_equals = 0, 0, False
    i = 0
    n = len(code)

    def blank(a, b):
        for k in range(a, b):
            if code[k] != "\n":
                code[k] = " "

    def skip_string(i):
        """From an opening quote (after any `#`s) at `i - hashes`, returns the index after the literal."""
        hashes = 0
        while code[i] == "#":
            hashes += 1
            i += 1
        multi = "".join(code[i:i + 3]) == '"""'
        i += 3 if multi else 1
        closer = ('"""' if multi else '"') + "#" * hashes
        escape = "\\" + "#" * hashes
        while i < n:
            if "".join(code[i:i + len(escape)]) == escape:
                i += len(escape)
                if i < n and code[i] == "(":
                    i = skip_group(i)
                else:
                    i += 1
            elif "".join(code[i:i + len(closer)]) == closer:
                return i + len(closer)
            else:
                i += 1
        return i

    def skip_group(i):
        level = 0
        while i < n:
            c = code[i]
            if c in "([{":
                level += 1
            elif c in ")]}":
                level -= 1
                if level == 0:
                    return i + 1
            elif c == '"' or (c == "#" and re.match(r'#+"', "".join(code[i:i + 8]))):
                i = skip_string(i)
                continue
            i += 1
        return i

    while i < n:
        c = code[i]
        two = "".join(code[i:i + 2])
        if two == "//":
            j = i
            while j < n and code[j] != "\n":
                j += 1
            blank(i, j)
            i = j
        elif two == "/*":
            level, j = 0, i
            while j < n:
                if "".join(code[j:j + 2]) == "/*":
                    level, j = level + 1, j + 2
                elif "".join(code[j:j + 2]) == "*/":
                    level, j = level - 1, j + 2
                    if level == 0:
                        break
                else:
                    j += 1
            blank(i, j)
            i = j
        elif c == '"' or (c == "#" and re.match(r'#+"', "".join(code[i:i + 8]))):
            i = skip_string(i)
        elif c in "([{":
            depth += 1
            i += 1
        elif c in ")]}":
            depth -= 1
            i += 1
        elif two == "->":
            i += 2
        elif c == "<" and not after_equals:
            angle += 1
            i += 1
        elif c == ">" and not after_equals:
            angle -= 1
            i += 1
        elif c == "=" and depth == 0 and angle == 0 and two != "==":
            after_equals = True
            i += 1
        elif c == "," and depth == 0 and angle == 0:
            parts.append(("".join(code[part_start:i]), start + part_start))
            part_start, after_equals = i + 1, False
            i += 1
        else:
            i += 1
    if "".join(code[part_start:]).strip():
        parts.append(("".join(code[part_start:]), start + part_start))
    return parts


def normalized(type_text):
    """Whitespace only where it separates two identifier characters."""
    text = re.sub(r"\s+", " ", type_text.strip())
    return re.sub(r"(?<=[^\w`]) | (?=[^\w`])", "", text)


def top_level_index(code, character):
    """The first `character` outside brackets, counting `<…>` (this is only used on names and types) but not `->`."""
    depth = 0
    for i, c in enumerate(code):
        if c in "([{<":
            depth += 1
        elif c in ")]}>" and not (c == ">" and i > 0 and code[i - 1] == "-"):
            depth -= 1
        elif c == character and depth == 0:
            return i
    return -1


def read_parameters(text, node):
    """The compiler's parameters of an init, each with its type, default and location read from the source.
    None when the source split does not give exactly the compiler's parameters."""
    params = node.get("params", {})
    compiler = params.get("params", [])
    list_range = params["range"]
    parts = code_spans(text, list_range["start"] + 1, list_range["end"])
    if len(parts) != len(compiler):
        return None
    read = []
    for (code, offset), parameter in zip(parts, compiler):
        colon = top_level_index(code, ":")
        if colon < 0:
            return None
        names = re.findall(r"`[^`]+`|[\w$]+", re.sub(r"@[\w.]+(\([^)]*\))?", "", code[:colon]))
        names = [name.strip("`") for name in names]
        label = parameter.get("apiName")
        # A parameter written `_: T` has no name in the dump; Wiring calls it `_`.
        name = parameter.get("name", {}).get("base_name", {}).get("name", "_")
        written_once = names == [name] and (label == name or (label is None and name == "_"))
        if names != [label or "_", name] and not written_once:
            return None
        rest = code[colon + 1:]
        has_default = "default_arg" in parameter
        if has_default:
            equals = top_level_index(rest.replace("==", "  "), "=")
            if equals < 0:
                return None
            rest = rest[:equals]
        type_text = rest.strip()
        variadic = type_text.endswith("...")
        if variadic:
            type_text = type_text[:-3]
        first = len(code) - len(code.lstrip())
        read.append({"label": label, "name": name, "type": normalized(type_text), "hasDefaultValue": has_default,
                     "isVariadic": variadic, "offset": offset + first})
    return read


def read_init(text, node):
    """What the compiler parsed of one init, completed from the source inside its ranges."""
    start = node["range"]["start"]
    after_keyword = text[start + 4:start + 5]
    params_end = node["params"]["range"]["end"] + 1
    effects_end = node["body"]["range"]["start"] if "body" in node else node["range"]["end"] + 1
    effects_code = code_spans(text, params_end, effects_end)
    effects = "".join(code for code, _ in effects_code) if effects_code else ""
    effects = re.split(r"\bwhere\b", effects)[0]
    throws = re.search(r"\b(throws|rethrows)\b\s*(\([^)]*\))?", effects)
    throws_clause = None
    if throws:
        throws_clause = throws.group(1) + (normalized(throws.group(2)) if throws.group(2) else "")
    thrown_type = node.get("thrown_type")
    rethrows = any(a.get("_kind") == "rethrows_attr" for a in node.get("attrs", []))
    return {
        "offset": start,
        "failability": after_keyword if node.get("failable") == "true" and after_keyword in "?!" else "",
        "failable": node.get("failable") == "true",
        "isGeneric": "generic_params" in node,
        "isAsync": re.search(r"\b(async|reasync)\b", effects) is not None,
        "throwsClause": throws_clause,
        # The effects read from the source must agree with what the compiler parsed.
        "effectsConsistent": (rethrows == (throws_clause == "rethrows"))
        and (bool(thrown_type) == bool(throws_clause and "(" in throws_clause)),
        "access": access_level(node),
        "parameters": read_parameters(text, node),
    }


# MARK: - Step 2: annotate, dump, compare

class Lines:
    """Byte offset → (line, column), 1-based, columns in UTF-8 bytes as the compiler and Wiring count them."""

    def __init__(self, data):
        self.starts = [0] + [m.end() for m in re.finditer(rb"\r\n|\n|\r", data)]

    def position(self, offset):
        line = bisect.bisect_right(self.starts, offset)
        return line, offset - self.starts[line - 1] + 1


def annotate(source, types):
    """The source with `// @Component` above each type (above its attributes and modifiers), the offset shift
    function, and the types that could not be annotated because code precedes them on their line."""
    insertions, unannotatable = [], []
    for declared in types:
        node = declared["node"]
        starts = [node["range"]["start"]] + [a["range"]["start"] for a in node.get("attrs", []) if "range" in a]
        # Some attribute ranges (`@available`, `@_spi`) start at the name, after the `@`.
        first = min(start - 1 if source[start - 1:start] == b"@" else start for start in starts)
        line_start = max(source.rfind(b"\n", 0, first), source.rfind(b"\r", 0, first)) + 1
        indent = source[line_start:first]
        if indent.strip():
            unannotatable.append(declared)
            continue
        declared["firstOffset"] = first
        insertions.append((line_start, indent + ANNOTATION.encode()))
    insertions.sort()
    pieces, previous = [], 0
    for offset, text in insertions:
        pieces += [source[previous:offset], text]
        previous = offset
    pieces.append(source[previous:])

    def shifted(offset):
        return offset + sum(len(text) for at, text in insertions if at <= offset)

    return b"".join(pieces), shifted, unannotatable


DECLINE_REASONS = [
    ("several inits", r"has (\d+) inits and Wiring cannot tell which to use"),
    # A generic component is specialized for what the graph asks for; only a parameter pack or a value parameter
    # is declined (the compiler's parse says whether the type is generic, not of which kind).
    ("generic type", r"has the generic (parameter pack|value parameter) '"),
    ("private type", r"is (private|fileprivate) and cannot be"),
    ("nested in a private or generic type", r"because the type it is nested in, '(.*)', is (\w+)"),
    ("failable init", r"the init of '.*' is failable \(init(.)\)"),
    ("rethrows init", r"the init of '.*' is 'rethrows';"),
    ("generic init", r"the init of '.*' is generic;"),
    ("private init", r"the init of '.*' is private;"),
    ("parameter Wiring cannot fill", r"parameter '(.*)' of '.*' is (variadic|'(\S+)')"),
    ("init inside #if", r"the init of '.*' that Wiring calls is inside "),
]


def parameter_problem(parameter):
    """Why Wiring cannot fill a parameter without a default value, from the compiler's view; None if it can."""
    if parameter["hasDefaultValue"]:
        return None
    text = parameter["type"]
    if parameter["isVariadic"]:
        return "variadic"
    for word in ("inout", "some"):
        if text.startswith(word + " "):
            return f"'{word}'"
    if "@autoclosure" in text:
        # Wiring names the type's first word, as written (`@escaping @autoclosure () -> T` is '@escaping').
        return "'" + re.match(r"@?\w+", text).group() + "'"
    return None


def verify_decline(reason, match, declared, init):
    """Whether the compiler's parse confirms a decline; None when it cannot tell (inits inside `#if`)."""
    if reason == "several inits":
        total = len(declared["inits"]) + declared["extensionInits"]
        if int(match.group(1)) == total:
            return True
        return None if declared["conditional"] else False
    if reason == "init inside #if":
        return None if declared["conditional"] else False
    if reason == "generic type":
        return True if declared["generic"] else False
    if reason == "private type":
        return declared["access"] == match.group(1)
    if reason == "nested in a private or generic type":
        enclosing = next((e for e in declared["enclosing"] if e["qualifiedName"] == match.group(1)), None)
        return enclosing is not None and (enclosing["generic"] if match.group(2) == "generic"
                                          else enclosing["access"] == match.group(2))
    if init is None:
        return False
    if reason == "failable init":
        return init["failability"] == match.group(1)
    if reason == "rethrows init":
        return init["throwsClause"] == "rethrows"
    if reason == "generic init":
        return init["isGeneric"]
    if reason == "private init":
        return init["access"] in ("private", "fileprivate")
    if reason == "parameter Wiring cannot fill":
        parameter = next((p for p in init["parameters"] or [] if p["name"] == match.group(1)), None)
        return parameter is not None and parameter_problem(parameter) == match.group(2)
    return False


def should_accept(declared, init):
    """What the compiler's parse says Wiring must decline, as a list of reasons (empty: it must accept)."""
    reasons = []
    # A generic type (or one nested in a generic type) is a generic component: accepted, unless its parameters are
    # packs or values, which the compiler's parse here does not tell apart (a decline for them is verified above).
    if declared["access"] in ("private", "fileprivate"):
        reasons.append("private type")
    if any(e["access"] in ("private", "fileprivate") for e in declared["enclosing"]):
        reasons.append("nested in a private or generic type")
    if len(declared["inits"]) + declared["extensionInits"] > 1:
        reasons.append("several inits")
    if init["failable"]:
        reasons.append("failable init")
    if init["throwsClause"] == "rethrows":
        reasons.append("rethrows init")
    if init["isGeneric"]:
        reasons.append("generic init")
    if init["access"] in ("private", "fileprivate"):
        reasons.append("private init")
    if any(parameter_problem(p) for p in init["parameters"] or []):
        reasons.append("parameter Wiring cannot fill")
    return reasons


def compare_file(wiring, original_path, annotated_path, source_file, source, report):
    text = source.decode("latin-1")  # one character per byte, so that compiler offsets index it directly
    types = declared_types(source_file, source)
    types = [t for t in types if t["inits"]]
    if not types:
        return
    annotated, shifted, unannotatable = annotate(source, types)
    for declared in unannotatable:
        report["unannotatable"].append(f"{original_path}: {declared['qualifiedName']}")
    types = [t for t in types if "firstOffset" in t]
    with open(annotated_path, "wb") as file:
        file.write(annotated)
    result, _ = run_wiring(wiring, [annotated_path])
    if is_crash(result):
        report["crashes"].append({"file": original_path, "status": result.returncode,
                                  "stderr": result.stderr.decode("utf-8", "replace")[-2000:]})
        return
    dump = json.loads(result.stdout)
    lines = Lines(annotated)

    def where(offset):
        return lines.position(shifted(offset))

    for declared in types:
        node = declared["node"]
        keyword = node["range"]["start"]
        name_match = re.compile(rb"(class|struct|actor)\s+`?" + re.escape(declared["node"]["name"]["base_name"]
                                                                           ["name"].encode("latin-1"))
                                ).match(source, keyword)
        declared["nameLine"] = where(name_match.end() - 1)[0] if name_match else where(keyword)[0]
        # From the inserted annotation line to the closing brace.
        declared["span"] = (where(declared["firstOffset"])[0] - 1, where(node["range"]["end"])[0])
        declared["init"] = read_init(text, declared["inits"][0]) if len(declared["inits"]) == 1 else None
        declared["errors"] = []

    def disagree(kind, declared, detail):
        report["disagreements"].append({"file": original_path, "type": declared["qualifiedName"] if declared else None,
                                        "kind": kind, "detail": detail})

    # Attribute each error to the innermost annotated type whose lines contain it.
    for line in result.stderr.decode("utf-8", "replace").splitlines():
        match = re.match(r"^(.*?):(\d+):(\d+): error: (.*)$", line)
        if not match:
            continue
        error_line = int(match.group(2))
        containing = [t for t in types if t["span"][0] <= error_line <= t["span"][1]]
        if not containing:
            disagree("diagnostic outside every annotated type", None, line)
            continue
        min(containing, key=lambda t: t["span"][1] - t["span"][0])["errors"].append(match.group(4))

    components = defaultdict(list)
    for component in dump["components"]:
        components[component["type"]].append(component)

    for declared in types:
        report["types"] += 1
        candidates = [c for c in components[declared["qualifiedName"]] if c["line"] == declared["nameLine"]]
        if declared["errors"]:
            report["declinedTypes"] += 1
            if candidates:
                disagree("both accepted and declined", declared, declared["errors"])
            for message in declared["errors"]:
                reason = next(((r, m) for r, p in DECLINE_REASONS if (m := re.search(p, message))), None)
                if reason is None:
                    disagree("diagnostic that is not a reason to decline", declared, message)
                    continue
                report["declines"][reason[0]] += 1
                confirmed = verify_decline(reason[0], reason[1], declared, declared["init"])
                if confirmed is None:
                    report["unverifiableDeclines"] += 1
                elif not confirmed:
                    disagree("decline the compiler's parse does not confirm", declared, message)
            continue
        if not candidates:
            disagree("neither accepted nor declined", declared, None)
            continue
        component = candidates[0]
        init = declared["init"]
        report["initsCompared"] += 1
        if init is None:
            if not declared["conditional"]:
                disagree("accepted although the compiler sees several inits", declared,
                         len(declared["inits"]) + declared["extensionInits"])
            else:
                report["initsNotComparable"] += 1
            continue
        if init["parameters"] is None or not init["effectsConsistent"]:
            report["initsNotComparable"] += 1
            report["unsplittable"].append(f"{original_path}: {declared['qualifiedName']}")
            continue
        must_decline = should_accept(declared, init)
        if must_decline:
            disagree("accepted although the compiler's parse says decline", declared, must_decline)
            continue
        expected = {
            "line": where(init["offset"])[0], "isAsync": init["isAsync"], "throwsClause": init["throwsClause"],
            "failability": init["failability"], "isGeneric": init["isGeneric"],
            "parameters": [{"label": p["label"], "name": p["name"], "type": p["type"],
                            "hasDefaultValue": p["hasDefaultValue"], "isVariadic": p["isVariadic"],
                            "line": where(p["offset"])[0], "column": where(p["offset"])[1]}
                           for p in init["parameters"]],
        }
        actual_init = component["init"]
        actual = {key: actual_init.get(key) for key in ("line", "isAsync", "throwsClause", "failability", "isGeneric")}
        # The dump leaves out a nil `label`.
        actual["parameters"] = [dict(p, label=p.get("label"), type=normalized(p["type"])) for p in actual_init["parameters"]]
        if actual_init["origin"] != "declared":
            disagree("init is not the declared one", declared, actual_init["origin"])
        elif actual != expected:
            differences = {key: {"wiring": actual[key], "compiler": expected[key]}
                           for key in expected if actual[key] != expected[key]}
            disagree("init differs", declared, differences)
        else:
            report["initsAgreeing"] += 1


def compare_corpus(wiring, corpus, work, jobs):
    report = {"filesCompared": 0, "duplicateFiles": 0, "compilerParseErrors": 0, "types": 0, "declinedTypes": 0,
              "initsCompared": 0, "initsAgreeing": 0, "initsNotComparable": 0, "unverifiableDeclines": 0,
              "declines": Counter(), "disagreements": [], "crashes": [], "unannotatable": [], "unsplittable": []}
    seen, paths = set(), []
    for files in corpus.values():
        for path, digest in files:
            if digest in seen:
                report["duplicateFiles"] += 1
                continue
            seen.add(digest)
            paths.append(path)
    parsed, failed = compiler_parse(paths, jobs)
    report["compilerParseErrors"] = len(failed)
    report["compilerParseErrorExamples"] = sorted(f"{path}: {error}" for path, error in failed.items())[:20]
    annotated_root = os.path.join(work, "annotated")

    def compare(path):
        single = dict(report, declines=Counter(), disagreements=[], crashes=[], unannotatable=[], unsplittable=[])
        for key in ("types", "declinedTypes", "initsCompared", "initsAgreeing", "initsNotComparable",
                    "unverifiableDeclines"):
            single[key] = 0
        with open(path, "rb") as file:
            source = file.read()
        annotated_path = os.path.join(annotated_root, os.path.relpath(path, os.path.join(work, "corpus")))
        os.makedirs(os.path.dirname(annotated_path), exist_ok=True)
        compare_file(wiring, path, annotated_path, parsed[path], source, single)
        return single

    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        for single in pool.map(compare, sorted(parsed)):
            report["filesCompared"] += 1
            for key in ("types", "declinedTypes", "initsCompared", "initsAgreeing", "initsNotComparable",
                        "unverifiableDeclines"):
                report[key] += single[key]
            report["declines"].update(single["declines"])
            for key in ("disagreements", "crashes", "unannotatable", "unsplittable"):
                report[key] += single[key]
    compared = report["initsCompared"] - report["initsNotComparable"]
    report["agreementPercent"] = round(100.0 * report["initsAgreeing"] / compared, 3) if compared else None
    report["declines"] = dict(report["declines"].most_common())
    return report


# MARK: - Main

def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--wiring", required=True, help="the `wiring` executable to check")
    parser.add_argument("--corpus", default=CORPUS,
                        help="the corpus folder, OWNER/NAME per package (default: $WIRING_CORPUS, else the "
                             "repository's .corpus; now %(default)s)")
    parser.add_argument("--unpinned", action="store_true",
                        help="read whatever packages the corpus folder holds, without checking them against "
                             "Tools/corpus.txt (figures from such a run are not comparable)")
    parser.add_argument("--sample", type=int, help="check only this many files, chosen by a hash of their paths")
    parser.add_argument("--jobs", type=int, default=2, help="parallel processes (default: %(default)s)")
    parser.add_argument("--report", help="also write the whole report as JSON to this file")
    parser.add_argument("--keep", action="store_true", help="keep the extracted and annotated files")
    arguments = parser.parse_args()

    wiring = os.path.abspath(arguments.wiring)
    fetch = FETCH_COMMAND if arguments.corpus == CORPUS else f"WIRING_CORPUS={arguments.corpus} {FETCH_COMMAND}"
    if not os.path.isdir(arguments.corpus):
        print(f"fidelity.py: no corpus at {arguments.corpus}: fetch it with {fetch}", file=sys.stderr)
        return 2
    repos = repositories(arguments.corpus)
    if not arguments.unpinned:
        problems = corpus_problems(arguments.corpus, repos, pinned_packages(PINNED_LIST))
        if problems:
            shown = problems[:10] + ([f"... and {len(problems) - 10} more"] if len(problems) > 10 else [])
            print(f"fidelity.py: the corpus at {arguments.corpus} is not the one {os.path.relpath(PINNED_LIST)} "
                  f"pins:\n  " + "\n  ".join(shown) + f"\nfetch it with {fetch}", file=sys.stderr)
            return 2
    elif not repos:
        print(f"fidelity.py: no packages in {arguments.corpus}", file=sys.stderr)
        return 2
    work = tempfile.mkdtemp(prefix="wiring-fidelity-")
    try:
        started = time.monotonic()
        corpus = extract(repos, arguments.sample, os.path.join(work, "corpus"))
        scan = scan_corpus(wiring, corpus, os.path.join(work, "corpus"))
        comparison = compare_corpus(wiring, corpus, work, arguments.jobs)
        report = {"sample": arguments.sample, "corpus": {"folder": os.path.abspath(arguments.corpus),
                                                         "packages": len(repos), "pinned": not arguments.unpinned},
                  "scan": scan, "comparison": comparison,
                  "totalSeconds": round(time.monotonic() - started, 1)}
    finally:
        if arguments.keep:
            print(f"files kept in {work}", file=sys.stderr)
        else:
            shutil.rmtree(work, ignore_errors=True)
    if arguments.report:
        with open(arguments.report, "w") as file:
            json.dump(report, file, indent=2, sort_keys=True)
    summary = {"scan": scan, "comparison": {k: v for k, v in comparison.items()
                                            if k not in ("disagreements", "unannotatable", "unsplittable")}}
    summary["comparison"]["disagreements"] = len(comparison["disagreements"])
    summary["comparison"]["unannotatable"] = len(comparison["unannotatable"])
    summary["comparison"]["unsplittable"] = len(comparison["unsplittable"])
    print(json.dumps(summary, indent=2))
    for disagreement in comparison["disagreements"]:
        print("DISAGREEMENT", json.dumps(disagreement), file=sys.stderr)
    failed = scan["crashes"] or comparison["crashes"] or comparison["disagreements"]
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
