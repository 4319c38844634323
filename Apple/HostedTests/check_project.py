#!/usr/bin/env python3
"""Checks the hand-written HostedTests Xcode project, where no Xcode is at hand to open it.

    python3 Apple/HostedTests/check_project.py

The project (an app, HostApp, whose start-up reads injected keys, and its hosted test bundle,
HostedTestsTests) is built and run only by the Apple workflow (.github/workflows/apple.yml), on
macOS. This script reads project.pbxproj with a parser of its own (an old-style property list;
plutil is not there on Linux) and checks what Xcode would otherwise report only when the project
is opened or built:

- the file parses, every object ID is 24 hexadecimal digits, and every object has an isa;
- every ID used anywhere names an object, of the kind its field expects, and every object is
  reachable from the root object;
- each package product a target depends on is linked by that target's Frameworks phase, and
  the local package reference points at a folder whose Package.swift declares those products;
- the test target is hosted by the app: TEST_HOST names the app's executable, BUNDLE_LOADER is
  $(TEST_HOST), it depends on the app target and TestTargetID names the app;
- the app has Xcode 26's Swift settings for a new app, and every synchronized folder exists and
  holds Swift sources;
- the shared schemes refer to targets that exist, by their names and products, and the HostApp
  scheme tests HostedTestsTests.

Prints what it checked and exits 0, or lists every problem and exits 1.
"""

from __future__ import annotations

import os
import re
import sys
import xml.etree.ElementTree as ElementTree

HERE = os.path.dirname(os.path.abspath(__file__))
PROJECT = os.path.join(HERE, "HostedTests.xcodeproj")
APP_TARGET = "HostApp"
TEST_TARGET = "HostedTestsTests"
# Xcode 26's Swift settings for a new app target.
NEW_APP_SWIFT_SETTINGS = {
    "SWIFT_VERSION": "5.0",
    "SWIFT_DEFAULT_ACTOR_ISOLATION": "MainActor",
    "SWIFT_APPROACHABLE_CONCURRENCY": "YES",
    "SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY": "YES",
}

OBJECT_ID = re.compile(r"^[0-9A-F]{24}$")
BUILD_PHASES = {
    "PBXSourcesBuildPhase", "PBXFrameworksBuildPhase", "PBXResourcesBuildPhase",
    "PBXCopyFilesBuildPhase", "PBXShellScriptBuildPhase", "PBXHeadersBuildPhase",
}
PACKAGE_REFERENCES = {"XCLocalSwiftPackageReference", "XCRemoteSwiftPackageReference"}
GROUP_CHILDREN = {"PBXGroup", "PBXFileReference", "PBXFileSystemSynchronizedRootGroup", "PBXVariantGroup"}
# (isa, field) -> the kinds of object the field may name; a list field names each element.
REFERENCE_KINDS = {
    ("PBXProject", "buildConfigurationList"): {"XCConfigurationList"},
    ("PBXProject", "mainGroup"): {"PBXGroup"},
    ("PBXProject", "productRefGroup"): {"PBXGroup"},
    ("PBXProject", "targets"): {"PBXNativeTarget", "PBXAggregateTarget"},
    ("PBXProject", "packageReferences"): PACKAGE_REFERENCES,
    ("PBXNativeTarget", "buildConfigurationList"): {"XCConfigurationList"},
    ("PBXNativeTarget", "buildPhases"): BUILD_PHASES,
    ("PBXNativeTarget", "dependencies"): {"PBXTargetDependency"},
    ("PBXNativeTarget", "fileSystemSynchronizedGroups"): {"PBXFileSystemSynchronizedRootGroup"},
    ("PBXNativeTarget", "packageProductDependencies"): {"XCSwiftPackageProductDependency"},
    ("PBXNativeTarget", "productReference"): {"PBXFileReference"},
    ("PBXGroup", "children"): GROUP_CHILDREN,
    ("PBXBuildFile", "fileRef"): GROUP_CHILDREN,
    ("PBXBuildFile", "productRef"): {"XCSwiftPackageProductDependency"},
    ("PBXTargetDependency", "target"): {"PBXNativeTarget", "PBXAggregateTarget"},
    ("PBXTargetDependency", "targetProxy"): {"PBXContainerItemProxy"},
    ("PBXContainerItemProxy", "containerPortal"): {"PBXProject"},
    ("PBXContainerItemProxy", "remoteGlobalIDString"): {"PBXNativeTarget", "PBXAggregateTarget"},
    ("XCConfigurationList", "buildConfigurations"): {"XCBuildConfiguration"},
    ("XCSwiftPackageProductDependency", "package"): PACKAGE_REFERENCES,
}
for phase in BUILD_PHASES:
    REFERENCE_KINDS[(phase, "files")] = {"PBXBuildFile"}


class ParseError(Exception):
    pass


class PlistParser:
    """An old-style (OpenStep) property list: dictionaries, arrays and strings, with comments."""

    UNQUOTED = re.compile(r"[A-Za-z0-9_$/:.\-+]+")
    ESCAPES = {'"': '"', "\\": "\\", "n": "\n", "t": "\t", "r": "\r", "'": "'", "a": "\a", "b": "\b", "f": "\f", "v": "\v"}

    def __init__(self, text: str):
        self.text = text
        self.at = 0

    def parse(self):
        value = self.value()
        self.skip()
        if self.at != len(self.text):
            raise self.error("text after the top-level value")
        return value

    def error(self, message: str) -> ParseError:
        line = self.text.count("\n", 0, self.at) + 1
        return ParseError(f"line {line}: {message}")

    def skip(self):
        """Skips white space and comments."""
        while self.at < len(self.text):
            if self.text[self.at].isspace():
                self.at += 1
            elif self.text.startswith("/*", self.at):
                end = self.text.find("*/", self.at + 2)
                if end < 0:
                    raise self.error("unterminated comment")
                self.at = end + 2
            elif self.text.startswith("//", self.at):
                end = self.text.find("\n", self.at)
                self.at = len(self.text) if end < 0 else end + 1
            else:
                return

    def expect(self, character: str):
        self.skip()
        if not self.text.startswith(character, self.at):
            found = self.text[self.at:self.at + 20] or "the end of the file"
            raise self.error(f"expected {character!r}, found {found!r}")
        self.at += 1

    def peek(self) -> str:
        self.skip()
        return self.text[self.at] if self.at < len(self.text) else ""

    def value(self):
        character = self.peek()
        if character == "{":
            return self.dictionary()
        if character == "(":
            return self.array()
        return self.string()

    def dictionary(self) -> dict:
        self.expect("{")
        result = {}
        while self.peek() != "}":
            if not self.peek():
                raise self.error("unterminated dictionary")
            key = self.string()
            if key in result:
                raise self.error(f"key {key!r} appears twice in one dictionary")
            self.expect("=")
            result[key] = self.value()
            self.expect(";")
        self.expect("}")
        return result

    def array(self) -> list:
        self.expect("(")
        result = []
        while self.peek() != ")":
            if not self.peek():
                raise self.error("unterminated array")
            result.append(self.value())
            if self.peek() != ")":
                self.expect(",")
        self.expect(")")
        return result

    def string(self) -> str:
        self.skip()
        if self.text.startswith('"', self.at):
            self.at += 1
            characters = []
            while True:
                if self.at >= len(self.text):
                    raise self.error("unterminated string")
                character = self.text[self.at]
                if character == '"':
                    self.at += 1
                    return "".join(characters)
                if character == "\\":
                    escaped = self.text[self.at + 1:self.at + 2]
                    if escaped == "U":
                        characters.append(chr(int(self.text[self.at + 2:self.at + 6], 16)))
                        self.at += 6
                        continue
                    if escaped not in self.ESCAPES:
                        raise self.error(f"unknown escape \\{escaped}")
                    characters.append(self.ESCAPES[escaped])
                    self.at += 2
                    continue
                characters.append(character)
                self.at += 1
        match = self.UNQUOTED.match(self.text, self.at)
        if not match:
            found = self.text[self.at:self.at + 20] or "the end of the file"
            raise self.error(f"expected a value, found {found!r}")
        self.at = match.end()
        return match.group()


def referenced_ids(value):
    """Every string in `value` (dictionary keys included) that has the shape of an object ID."""
    if isinstance(value, dict):
        for key, item in value.items():
            if OBJECT_ID.match(key):
                yield key
            yield from referenced_ids(item)
    elif isinstance(value, list):
        for item in value:
            yield from referenced_ids(item)
    elif isinstance(value, str) and OBJECT_ID.match(value):
        yield value


def package_products(package_folder: str) -> tuple[str | None, set[str]]:
    """The package's name and the names of its library products, read from Package.swift."""
    with open(os.path.join(package_folder, "Package.swift"), encoding="utf-8") as file:
        manifest = file.read()
    name = re.search(r'Package\(\s*name:\s*"([^"]+)"', manifest)
    products = set(re.findall(r'\.library\(\s*name:\s*"([^"]+)"', manifest))
    return (name.group(1) if name else None), products


def check() -> tuple[list[str], list[str]]:
    problems: list[str] = []
    checked: list[str] = []

    pbxproj = os.path.join(PROJECT, "project.pbxproj")
    with open(pbxproj, encoding="utf-8") as file:
        text = file.read()
    if not text.startswith("// !$*UTF8*$!"):
        problems.append("project.pbxproj does not start with // !$*UTF8*$!")
    try:
        plist = PlistParser(text).parse()
    except ParseError as error:
        return [f"project.pbxproj does not parse: {error}"], checked
    checked.append("project.pbxproj parses as an old-style property list")

    for key in ("archiveVersion", "objectVersion", "objects", "rootObject"):
        if key not in plist:
            problems.append(f"project.pbxproj has no {key}")
    objects = plist.get("objects", {})
    root = plist.get("rootObject")

    for object_id, item in objects.items():
        if not OBJECT_ID.match(object_id):
            problems.append(f"object ID {object_id!r} is not 24 hexadecimal digits")
        if not isinstance(item, dict) or "isa" not in item:
            problems.append(f"object {object_id} has no isa")
    checked.append(f"{len(objects)} objects, every ID 24 hexadecimal digits, every one with an isa")

    def isa(object_id):
        item = objects.get(object_id)
        return item.get("isa") if isinstance(item, dict) else None

    # Every ID-shaped string names an object.
    for object_id, item in objects.items():
        for reference in referenced_ids(item):
            if reference not in objects:
                problems.append(f"{isa(object_id)} {object_id} refers to {reference}, which is no object")
    if root not in objects or isa(root) != "PBXProject":
        problems.append(f"rootObject {root} is not a PBXProject")
        return problems, checked

    # Each field names the kind of object it should.
    for object_id, item in objects.items():
        for field, value in item.items():
            kinds = REFERENCE_KINDS.get((item.get("isa"), field))
            if kinds is None:
                continue
            for reference in value if isinstance(value, list) else [value]:
                if isa(reference) not in kinds:
                    problems.append(
                        f"{item['isa']} {object_id}.{field} names {reference} ({isa(reference)}), "
                        f"not one of {sorted(kinds)}"
                    )
    checked.append("every referenced ID names an object of the kind its field expects")

    # Every object is reachable from the root.
    reachable = set()
    pending = [root]
    while pending:
        object_id = pending.pop()
        if object_id in reachable or object_id not in objects:
            continue
        reachable.add(object_id)
        pending.extend(referenced_ids(objects[object_id]))
    for object_id in sorted(set(objects) - reachable):
        problems.append(f"{isa(object_id)} {object_id} is not reachable from the root object")
    checked.append("every object is reachable from the root object")

    project = objects[root]
    targets = {objects[t]["name"]: t for t in project.get("targets", []) if t in objects}

    def configurations(object_id):
        configuration_list = objects.get(objects[object_id].get("buildConfigurationList"), {})
        return {
            objects[c].get("name"): objects[c].get("buildSettings", {})
            for c in configuration_list.get("buildConfigurations", [])
            if c in objects
        }

    # Package products: each one a target depends on is in its Frameworks phase, and vice versa;
    # each dependency object belongs to one target; the package declares the product.
    owners: dict[str, list[str]] = {}
    for name, target_id in targets.items():
        target = objects[target_id]
        dependencies = set(target.get("packageProductDependencies", []))
        for dependency in dependencies:
            owners.setdefault(dependency, []).append(name)
        linked = set()
        for phase in target.get("buildPhases", []):
            if isa(phase) != "PBXFrameworksBuildPhase":
                continue
            for build_file in objects[phase].get("files", []):
                product = objects.get(build_file, {}).get("productRef")
                if product:
                    linked.add(product)
        for dependency in sorted(dependencies - linked):
            problems.append(f"target {name} depends on package product {objects[dependency].get('productName')} but does not link it")
        for product in sorted(linked - dependencies):
            problems.append(f"target {name} links package product {objects[product].get('productName')} without depending on it")
    for dependency, names in owners.items():
        if len(names) > 1:
            problems.append(f"package product dependency {dependency} is shared by targets {names}")

    project_folder = os.path.dirname(PROJECT)
    for reference in project.get("packageReferences", []):
        if isa(reference) != "XCLocalSwiftPackageReference":
            continue
        relative_path = objects[reference].get("relativePath", "")
        folder = os.path.normpath(os.path.join(project_folder, relative_path))
        if not os.path.isfile(os.path.join(folder, "Package.swift")):
            problems.append(f"local package {relative_path!r} resolves to {folder}, which has no Package.swift")
            continue
        package_name, products = package_products(folder)
        wanted = {
            item.get("productName")
            for item in objects.values()
            if item.get("isa") == "XCSwiftPackageProductDependency" and item.get("package") == reference
        }
        for product in sorted(wanted - products):
            problems.append(f"package {package_name} at {relative_path!r} has no library product {product}")
        checked.append(
            f"local package {relative_path!r} is {folder} (package {package_name}), "
            f"with the products {', '.join(sorted(wanted))}"
        )

    # The app and its hosted test bundle.
    app_id, test_id = targets.get(APP_TARGET), targets.get(TEST_TARGET)
    if app_id is None or test_id is None:
        problems.append(f"the project must have targets {APP_TARGET} and {TEST_TARGET}; it has {sorted(targets)}")
        return problems, checked
    app, test = objects[app_id], objects[test_id]
    if app.get("productType") != "com.apple.product-type.application":
        problems.append(f"{APP_TARGET} is not an application target")
    if test.get("productType") != "com.apple.product-type.bundle.unit-test":
        problems.append(f"{TEST_TARGET} is not a unit-test target")

    app_configurations = configurations(app_id)
    for configuration, settings in sorted(app_configurations.items()):
        product_name = settings.get("PRODUCT_NAME", "$(TARGET_NAME)").replace("$(TARGET_NAME)", APP_TARGET)
        if product_name != APP_TARGET:
            problems.append(f"{APP_TARGET} ({configuration}) has PRODUCT_NAME {product_name}; TEST_HOST below assumes {APP_TARGET}")
        for setting, value in NEW_APP_SWIFT_SETTINGS.items():
            if settings.get(setting) != value:
                problems.append(f"{APP_TARGET} ({configuration}) has {setting} = {settings.get(setting)!r}, not {value!r}")
    app_product = objects.get(app.get("productReference"), {}).get("path")
    if app_product != f"{APP_TARGET}.app":
        problems.append(f"{APP_TARGET}'s product is {app_product!r}, not {APP_TARGET}.app")

    test_host = f"$(BUILT_PRODUCTS_DIR)/{APP_TARGET}.app/$(BUNDLE_EXECUTABLE_FOLDER_PATH)/{APP_TARGET}"
    test_configurations = configurations(test_id)
    if set(test_configurations) != set(app_configurations) or not test_configurations:
        problems.append(f"{TEST_TARGET} has configurations {sorted(test_configurations)}, {APP_TARGET} has {sorted(app_configurations)}")
    for configuration, settings in sorted(test_configurations.items()):
        if settings.get("TEST_HOST") != test_host:
            problems.append(f"{TEST_TARGET} ({configuration}) has TEST_HOST {settings.get('TEST_HOST')!r}, not {test_host!r}")
        if settings.get("BUNDLE_LOADER") != "$(TEST_HOST)":
            problems.append(f"{TEST_TARGET} ({configuration}) has BUNDLE_LOADER {settings.get('BUNDLE_LOADER')!r}, not '$(TEST_HOST)'")
    depends_on_app = any(
        objects.get(dependency, {}).get("target") == app_id
        and objects.get(objects[dependency].get("targetProxy"), {}).get("remoteGlobalIDString") == app_id
        for dependency in test.get("dependencies", [])
    )
    if not depends_on_app:
        problems.append(f"{TEST_TARGET} does not depend on {APP_TARGET} (a PBXTargetDependency and its proxy)")
    attributes = project.get("attributes", {}).get("TargetAttributes", {})
    if attributes.get(test_id, {}).get("TestTargetID") != app_id:
        problems.append(f"TargetAttributes of {TEST_TARGET} do not name {APP_TARGET} as TestTargetID")
    checked.append(f"{TEST_TARGET} is hosted by {APP_TARGET}: TEST_HOST {test_host}, BUNDLE_LOADER $(TEST_HOST)")
    checked.append(f"{APP_TARGET} has Xcode 26's Swift settings for a new app: " + ", ".join(f"{k} = {v}" for k, v in NEW_APP_SWIFT_SETTINGS.items()))

    # Synchronized folders exist, relative to the project's folder, and hold Swift sources.
    for name, target_id in sorted(targets.items()):
        for group in objects[target_id].get("fileSystemSynchronizedGroups", []):
            path = objects[group].get("path", "")
            folder = os.path.join(project_folder, path)
            swift = [f for _, _, files in os.walk(folder) for f in files if f.endswith(".swift")] if os.path.isdir(folder) else []
            if not swift:
                problems.append(f"target {name}'s folder {path!r} does not exist or holds no Swift source")
            else:
                checked.append(f"target {name} compiles {path}/ ({', '.join(sorted(swift))})")

    # Shared schemes.
    scheme_folder = os.path.join(PROJECT, "xcshareddata", "xcschemes")
    schemes = sorted(f for f in os.listdir(scheme_folder) if f.endswith(".xcscheme")) if os.path.isdir(scheme_folder) else []
    container = f"container:{os.path.basename(PROJECT)}"
    for scheme in schemes:
        tree = ElementTree.parse(os.path.join(scheme_folder, scheme))
        for reference in tree.iter("BuildableReference"):
            blueprint = reference.get("BlueprintIdentifier")
            name = reference.get("BlueprintName")
            if blueprint not in objects or objects[blueprint].get("name") != name:
                problems.append(f"{scheme}: BlueprintIdentifier {blueprint} is not the target {name}")
                continue
            product = objects.get(objects[blueprint].get("productReference"), {}).get("path")
            if reference.get("BuildableName") != product:
                problems.append(f"{scheme}: BuildableName {reference.get('BuildableName')} is not {name}'s product {product}")
            if reference.get("ReferencedContainer") != container:
                problems.append(f"{scheme}: {name} is referenced in {reference.get('ReferencedContainer')}, not {container}")
        if scheme == f"{APP_TARGET}.xcscheme":
            tested = [
                reference.get("BlueprintIdentifier")
                for testable in tree.iter("TestableReference")
                if testable.get("skipped") != "YES"
                for reference in testable.iter("BuildableReference")
            ]
            if test_id not in tested:
                problems.append(f"{scheme} does not test {TEST_TARGET}")
            else:
                checked.append(f"scheme {APP_TARGET} (shared) tests {TEST_TARGET}")
    if f"{APP_TARGET}.xcscheme" not in schemes:
        problems.append(f"there is no shared scheme {APP_TARGET}.xcscheme in {scheme_folder}")

    return problems, checked


def main() -> int:
    problems, checked = check()
    for line in checked:
        print(f"ok: {line}")
    for line in problems:
        print(f"error: {line}", file=sys.stderr)
    if problems:
        count = f"{len(problems)} problem" + ("" if len(problems) == 1 else "s")
        print(f"{os.path.relpath(PROJECT)}: {count}", file=sys.stderr)
        return 1
    print(f"{os.path.relpath(PROJECT)}: no problems")
    return 0


if __name__ == "__main__":
    sys.exit(main())
