#!/usr/bin/env python3
"""Prints what the build plugin passes `wiring generate` for each Swift target of a package, for running `wiring`
on a package's targets outside a build (Tools/differential.sh does).

The arguments are those of GraphInputs (Plugins/Shared/PluginSupport.swift) and of WiringPlugin
(Plugins/WiringPlugin/WiringPlugin.swift): the target's Swift files and its wiring.json, then each module it depends
on (transitively, library targets only; a product of another package stands for its targets) as
`--package-dependency <module> <files>` for a module of the same package or `--dependency <module> <files>` for one
of another package; before them `--cache @CACHE@ --overrides-when-named` with a `--test-file` for each Swift file of
the package's test targets that depend on the target (or, for a target that keeps its `AppGraph.swift` among its
sources, `--checked-in <that file> --target-name <target>`), and `--source-root <package folder>`. `@CACHE@` stands
for the cache folder, which the caller chooses; `--output` is the caller's too.

Every library and executable target gets its line, whether it applies the plugin or not. The package and the
packages it depends on by path are read with `swift package describe --type json`; a dependency by URL is not
followed (none of the repository's packages has one).

Output: two lines per target, fields separated by tabs: `<target> plugin <arguments...>`, the whole command line
after `generate --output <file>`, and `<target> inputs <inputs...>`, the inputs alone (what `wiring check`,
`wiring dump` and `wiring-graph` take).

Usage: Tools/graph-inputs.py <package folder> <scratch folder for SwiftPM>
"""

import json
import os
import subprocess
import sys

GENERATED_FILE_NAME = "AppGraph.swift"
CONFIGURATION_FILE_NAME = "wiring.json"


def describe(package, scratch, cache):
    """The package's description, read once per folder."""
    package = os.path.realpath(package)
    if package not in cache:
        result = subprocess.run(
            ["swift", "package", "--package-path", package, "--scratch-path",
             os.path.join(scratch, str(len(cache))), "describe", "--type", "json"],
            capture_output=True, text=True)
        if result.returncode != 0:
            sys.exit(f"graph-inputs.py: 'swift package describe' failed in {package}:\n{result.stderr}")
        cache[package] = json.loads(result.stdout)
    return cache[package]


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.split("Usage: ")[1].strip())
    root, scratch = os.path.realpath(sys.argv[1]), sys.argv[2]
    descriptions = {}
    description = describe(root, scratch, descriptions)

    # Every target of the package and of the packages it depends on by path, by (package folder, name), and the
    # targets of each product by name.
    targets, products = {}, {}
    pending, seen = [root], set()
    while pending:
        folder = pending.pop()
        if folder in seen:
            continue
        seen.add(folder)
        package = describe(folder, scratch, descriptions)
        for target in package.get("targets", []):
            targets[(folder, target["name"])] = target
        for product in package.get("products", []):
            # A plugin a target applies is listed among its product dependencies; it is no module of the target's.
            if "plugin" in product.get("type", {}):
                continue
            products.setdefault(product["name"], [(folder, name) for name in product.get("targets", [])])
        for dependency in package.get("dependencies", []):
            if dependency.get("type") == "fileSystem":
                pending.append(os.path.realpath(dependency["path"]))

    def swift_files(key):
        folder, name = key
        target = targets[key]
        base = os.path.join(folder, target["path"])
        return [os.path.join(base, source) for source in target.get("sources", []) if source.endswith(".swift")]

    def dependencies(key):
        """The targets `key` depends on, directly or not, in the order of a depth-first walk, each once."""
        found, stack = [], [key]
        visited = {key}
        while stack:
            current = stack.pop()
            folder = current[0]
            target = targets.get(current, {})
            direct = [(folder, name) for name in target.get("target_dependencies", [])]
            for name in target.get("product_dependencies", []):
                direct += products.get(name, [])
            for dependency in reversed(direct):
                if dependency not in visited and dependency in targets and targets[dependency].get("type") != "plugin":
                    visited.add(dependency)
                    found.append(dependency)
                    stack.append(dependency)
        return found

    def is_swift_module(key, types):
        target = targets[key]
        return target.get("module_type") == "SwiftTarget" and target.get("type") in types

    own = [(root, target["name"]) for target in description.get("targets", [])]
    tests = [key for key in own if is_swift_module(key, {"test"})]
    for key in own:
        if not is_swift_module(key, {"library", "executable"}):
            continue
        name = key[1]
        files = swift_files(key)
        inputs = list(files)
        configuration = os.path.join(root, targets[key]["path"], CONFIGURATION_FILE_NAME)
        if os.path.exists(configuration):
            inputs += ["--config", configuration]
        for dependency in dependencies(key):
            if not is_swift_module(dependency, {"library"}):
                continue
            module_files = swift_files(dependency)
            if module_files:
                same_package = dependency[0] == root
                inputs += ["--package-dependency" if same_package else "--dependency", dependency[1]] + module_files
        checked_in = next((path for path in files if os.path.basename(path) == GENERATED_FILE_NAME), None)
        if checked_in:
            checking = ["--checked-in", checked_in, "--target-name", name]
        else:
            test_files = [path for test in tests if key in dependencies(test) for path in swift_files(test)]
            checking = ["--cache", "@CACHE@", "--overrides-when-named"]
            for path in test_files:
                checking += ["--test-file", path]
        print("\t".join([name, "plugin"] + checking + ["--source-root", root] + inputs))
        print("\t".join([name, "inputs"] + inputs))


if __name__ == "__main__":
    main()
