import Foundation

/// Validates a JSON value against a JSON Schema (draft-04), for the keywords the SARIF 2.1.0
/// schema uses: `$ref` into `definitions`, `type`, `enum`, `properties`, `required`,
/// `additionalProperties`, `items`, `minItems`, `uniqueItems`, `minimum`, `pattern`, `oneOf`,
/// `anyOf`, `allOf` and the `uri` / `uri-reference` formats. Any other keyword it meets is
/// reported, so a schema it cannot fully read never passes silently.
struct JSONSchemaValidator {
    let schema: JSONValue

    static let understood: Set<String> = [
        "$schema", "$ref", "id", "title", "description", "default", "definitions", "type", "enum", "properties", "required",
        "additionalProperties", "items", "minItems", "uniqueItems", "minimum", "pattern", "oneOf", "anyOf", "allOf", "format",
    ]

    /// Every violation, as `path: problem`; empty when the value is valid.
    func errors(in instance: JSONValue) -> [String] {
        var errors: [String] = []
        validate(instance, against: schema, at: "$", into: &errors)
        return errors
    }

    private func resolve(_ reference: String) -> JSONValue? {
        guard reference.hasPrefix("#/") else { return nil }
        var node: JSONValue? = schema
        for part in reference.dropFirst(2).split(separator: "/") { node = node?[String(part)] }
        return node
    }

    private func validate(_ instance: JSONValue, against schema: JSONValue, at path: String, into errors: inout [String]) {
        guard case let .object(keywords) = schema else { return }
        for keyword in keywords.keys where !Self.understood.contains(keyword) {
            errors.append("\(path): the validator does not understand the schema keyword '\(keyword)'")
        }
        if let reference = keywords["$ref"]?.string {
            guard let target = resolve(reference) else {
                errors.append("\(path): unresolvable $ref \(reference)")
                return
            }
            validate(instance, against: target, at: path, into: &errors)
        }
        if let type = keywords["type"] {
            let allowed = type.string.map { [$0] } ?? type.array?.compactMap(\.string) ?? []
            if !allowed.contains(where: { Self.matches(instance, type: $0) }) {
                errors.append("\(path): expected \(allowed.joined(separator: " or ")), found \(Self.describe(instance))")
                return
            }
        }
        if let options = keywords["enum"]?.array, !options.contains(instance) {
            errors.append("\(path): \(Self.describe(instance)) is not one of the allowed values")
        }
        if case let .object(object) = instance {
            let properties: [String: JSONValue]
            if case let .object(declared)? = keywords["properties"] { properties = declared } else { properties = [:] }
            for required in keywords["required"]?.array?.compactMap(\.string) ?? [] where object[required] == nil {
                errors.append("\(path): missing required property '\(required)'")
            }
            for (key, value) in object {
                if let propertySchema = properties[key] {
                    validate(value, against: propertySchema, at: "\(path).\(key)", into: &errors)
                } else if let additional = keywords["additionalProperties"] {
                    if additional == .bool(false) {
                        errors.append("\(path): property '\(key)' is not allowed")
                    } else if case .object = additional {
                        validate(value, against: additional, at: "\(path).\(key)", into: &errors)
                    }
                }
            }
        }
        if case let .array(elements) = instance {
            if case let .number(minimum)? = keywords["minItems"], Double(elements.count) < minimum {
                errors.append("\(path): \(elements.count) items, at least \(Int(minimum)) required")
            }
            if keywords["uniqueItems"] == .bool(true) {
                for (index, element) in elements.enumerated() where elements[..<index].contains(element) {
                    errors.append("\(path)[\(index)]: duplicate item where items must be unique")
                }
            }
            if let items = keywords["items"] {
                for (index, element) in elements.enumerated() {
                    validate(element, against: items, at: "\(path)[\(index)]", into: &errors)
                }
            }
        }
        if case let .number(value) = instance, case let .number(minimum)? = keywords["minimum"], value < minimum {
            errors.append("\(path): \(value) is below the minimum \(minimum)")
        }
        if case let .string(text) = instance {
            if let pattern = keywords["pattern"]?.string,
               let expression = try? NSRegularExpression(pattern: pattern),
               expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil {
                errors.append("\(path): '\(text)' does not match \(pattern)")
            }
            if let format = keywords["format"]?.string, format == "uri" || format == "uri-reference" {
                if URL(string: text) == nil || (format == "uri" && URL(string: text)?.scheme == nil) {
                    errors.append("\(path): '\(text)' is not a valid \(format)")
                }
            }
        }
        if let all = keywords["allOf"]?.array {
            for option in all { validate(instance, against: option, at: path, into: &errors) }
        }
        if let any = keywords["anyOf"]?.array, !any.contains(where: { isValid(instance, against: $0, at: path) }) {
            errors.append("\(path): matches none of anyOf")
        }
        if let one = keywords["oneOf"]?.array {
            let matching = one.filter { isValid(instance, against: $0, at: path) }.count
            if matching != 1 { errors.append("\(path): matches \(matching) of oneOf, exactly 1 required") }
        }
    }

    private func isValid(_ instance: JSONValue, against schema: JSONValue, at path: String) -> Bool {
        var errors: [String] = []
        validate(instance, against: schema, at: path, into: &errors)
        return errors.isEmpty
    }

    private static func matches(_ instance: JSONValue, type: String) -> Bool {
        switch (type, instance) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array), ("object", .object): true
        case let ("integer", .number(value)): value.rounded() == value
        default: false
        }
    }

    private static func describe(_ instance: JSONValue) -> String {
        switch instance {
        case .null: "null"
        case let .bool(value): "\(value)"
        case let .number(value): "\(value)"
        case let .string(value): "'\(value)'"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
