/// Indented JSON for people: two spaces per level, keys sorted, so the same value always reads the
/// same.
enum PrettyJSON {
    static func text(of value: JSONValue) -> String {
        var output = ""
        write(value, indent: 0, into: &output)
        return output
    }

    private static func write(_ value: JSONValue, indent: Int, into output: inout String) {
        let inner = String(repeating: "  ", count: indent + 1)
        let closing = String(repeating: "  ", count: indent)
        switch value {
        case .array(let elements) where !elements.isEmpty:
            output += "[\n"
            for (offset, element) in elements.enumerated() {
                output += inner
                write(element, indent: indent + 1, into: &output)
                output += offset == elements.count - 1 ? "\n" : ",\n"
            }
            output += closing + "]"
        case .object(let members) where !members.isEmpty:
            output += "{\n"
            let keys = members.keys.sorted()
            for (offset, key) in keys.enumerated() {
                output += inner + String(decoding: JSONValue.string(key).serialized(), as: UTF8.self) + ": "
                write(members[key] ?? .null, indent: indent + 1, into: &output)
                output += offset == keys.count - 1 ? "\n" : ",\n"
            }
            output += closing + "}"
        case .number(let number) where number == number.rounded() && abs(number) < 9e15:
            // Dates signed as doubles read as whole seconds, as people expect them.
            output += String(Int64(number))
        default:
            output += String(decoding: value.serialized(), as: UTF8.self)
        }
    }
}
