@testable import AuthEngine

// JSON parser and writer: a parsed value, written out, parses to the same value, and writing that
// gives the same bytes; the parser's limits hold (an accepted text is never deeper than asked).

func fuzzJSON(_ input: [UInt8]) {
    let maximumDepth = 16
    guard let value = try? JSONValue.parse(input, maximumDepth: maximumDepth) else { return }
    require(depth(of: value) <= maximumDepth, "accepted a value nested deeper than \(maximumDepth)")
    let written = value.serialized()
    let reread: JSONValue
    do {
        reread = try JSONValue.parse(written, maximumDepth: maximumDepth)
    } catch {
        fatalError("the writer's output does not parse: \(error)")
    }
    require(reread == value, "the value changed when written and read back")
    require(reread.serialized() == written, "writing the same value twice gave different bytes")
}

/// How many arrays and objects `value` is nested in, counting itself.
private func depth(of value: JSONValue) -> Int {
    switch value {
    case .array(let elements): 1 + (elements.map(depth).max() ?? 0)
    case .object(let members): 1 + (members.values.map(depth).max() ?? 0)
    case .null, .bool, .integer, .number, .string: 0
    }
}
