import Testing

@testable import AuthEngine

/// One way a stored field can be damaged.
enum FieldCorruption: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// The member is gone.
    case missing
    /// A number where a string was, a string where a number or a list was, and so on.
    case wrongType
    /// An empty string, zero, an empty list or object.
    case empty
    /// Text outside the base64 alphabet.
    case notBase64
    /// Base64 of one byte less; other text doubled; a list with its first element twice.
    case wrongLength
    /// 200,000 characters (which is also valid base64), `Int64.max`, or 64 elements.
    case huge
    /// `Int64.min`.
    case negative

    var testDescription: String { rawValue }

    /// The damaged value, or nil when this corruption does not apply to `value`'s kind (`missing`
    /// is applied to the member, not the value).
    func applied(to value: JSONValue) -> JSONValue? {
        switch (self, value) {
        case (.missing, _): nil
        case (.wrongType, .string): .integer(7)
        case (.wrongType, .integer), (.wrongType, .number): .string("7")
        case (.wrongType, .bool), (.wrongType, .array): .string("yes")
        case (.wrongType, .object): .array([])
        case (.wrongType, .null): .integer(1)
        case (.empty, .string): .string("")
        case (.empty, .integer), (.empty, .number): .integer(0)
        case (.empty, .array): .array([])
        case (.empty, .object): .object([:])
        case (.notBase64, .string): .string("not base64!")
        case (.wrongLength, .string(let text)): .string(Self.lengthened(text))
        case (.wrongLength, .array(let elements)) where !elements.isEmpty: .array([elements[0]] + elements)
        case (.huge, .string): .string(String(repeating: "A", count: 200_000))
        case (.huge, .integer), (.huge, .number): .integer(.max)
        case (.huge, .array(let elements)) where !elements.isEmpty:
            .array(Array(repeating: elements[0], count: 64))
        case (.negative, .integer), (.negative, .number): .integer(.min)
        default: nil
        }
    }

    /// Base64 (standard or url-safe) loses its last byte, so the text still decodes but to a key of
    /// the wrong length; any other text is doubled.
    private static func lengthened(_ text: String) -> String {
        if let bytes = Base64.decode(text), !bytes.isEmpty { return Base64.encode(bytes.dropLast()) }
        if let bytes = Base64URL.decode(text), !bytes.isEmpty { return Base64URL.encode(bytes.dropLast()) }
        return text + text
    }
}

/// A member or element inside a JSON document.
enum FieldStep: Hashable, Sendable, CustomStringConvertible {
    case member(String)
    case element(Int)

    var description: String {
        switch self {
        case .member(let name): name
        case .element(let index): "[\(index)]"
        }
    }
}

/// Where a field sits in a document: `document.accounts[0].password.salt`.
struct FieldPath: Hashable, Sendable, CustomStringConvertible {
    let steps: [FieldStep]

    var description: String {
        steps.reduce("") { text, step in
            switch step {
            case .member(let name): text.isEmpty ? name : text + "." + name
            case .element(let index): text + "[\(index)]"
            }
        }
    }

    /// Every member and the first element of every list, depth first: each field a writer made.
    static func all(in value: JSONValue, under prefix: [FieldStep] = []) -> [FieldPath] {
        var paths: [FieldPath] = []
        switch value {
        case .object(let members):
            for (name, member) in members.sorted(by: { $0.key < $1.key }) {
                let steps = prefix + [.member(name)]
                paths.append(FieldPath(steps: steps))
                paths += all(in: member, under: steps)
            }
        case .array(let elements) where !elements.isEmpty:
            let steps = prefix + [.element(0)]
            paths.append(FieldPath(steps: steps))
            paths += all(in: elements[0], under: steps)
        default:
            break
        }
        return paths
    }

    /// `document` with this field damaged by `corruption`, or nil when it does not apply.
    func applying(_ corruption: FieldCorruption, to document: JSONValue) -> JSONValue? {
        Self.replace(in: document, along: steps[...], corruption)
    }

    private static func replace(
        in value: JSONValue, along steps: ArraySlice<FieldStep>, _ corruption: FieldCorruption
    ) -> JSONValue? {
        guard let step = steps.first else { return corruption.applied(to: value) }
        let rest = steps.dropFirst()
        switch (step, value) {
        case (.member(let name), .object(var members)):
            guard let member = members[name] else { return nil }
            if rest.isEmpty && corruption == .missing {
                members[name] = nil
            } else {
                guard let replaced = replace(in: member, along: rest, corruption) else { return nil }
                members[name] = replaced
            }
            return .object(members)
        case (.element(let index), .array(var elements)) where elements.indices.contains(index):
            if rest.isEmpty && corruption == .missing {
                elements.remove(at: index)
            } else {
                guard let replaced = replace(in: elements[index], along: rest, corruption) else { return nil }
                elements[index] = replaced
            }
            return .array(elements)
        default:
            return nil
        }
    }
}
