/// Header fields in the order they were written, repeats kept (two `Set-Cookie` lines stay two):
/// names are matched case-insensitively (RFC 9110 §5.1) and keep the spelling they came with.
package struct HTTPFields: Sendable, Equatable, ExpressibleByDictionaryLiteral, Sequence {
    /// One field line.
    package struct Field: Sendable, Equatable {
        /// The name as written.
        package var name: String
        /// The value, without surrounding whitespace.
        package var value: String

        /// A field from its parts.
        package init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    private var fields: [Field]

    /// No fields.
    package init() {
        fields = []
    }

    /// The fields in the order given.
    package init(_ fields: [Field]) {
        self.fields = fields
    }

    /// The fields of a literal, in the order written.
    package init(dictionaryLiteral elements: (String, String)...) {
        fields = elements.map { Field(name: $0.0, value: $0.1) }
    }

    /// True when there is no field.
    package var isEmpty: Bool { fields.isEmpty }

    /// How many field lines there are, repeats counted.
    package var count: Int { fields.count }

    /// Iterates over the field lines in order.
    package func makeIterator() -> IndexingIterator<[Field]> {
        fields.makeIterator()
    }

    /// The first value of the field `name`; setting replaces every line of that name with one
    /// (where the first stood), and nil removes them.
    package subscript(name: String) -> String? {
        get { fields.first { Self.sameName($0.name, name) }?.value }
        set {
            // Every line before the first match keeps its place, so the new line takes the first's.
            let first = fields.firstIndex { Self.sameName($0.name, name) } ?? fields.count
            fields.removeAll { Self.sameName($0.name, name) }
            if let newValue { fields.insert(Field(name: name, value: newValue), at: first) }
        }
    }

    /// Every value of the field `name`, in order.
    package func values(named name: String) -> [String] {
        fields.filter { Self.sameName($0.name, name) }.map(\.value)
    }

    /// True when a field is named `name`.
    package func contains(_ name: String) -> Bool {
        fields.contains { Self.sameName($0.name, name) }
    }

    /// Adds a line after the others, beside any of the same name.
    package mutating func append(_ name: String, _ value: String) {
        fields.append(Field(name: name, value: value))
    }

    /// Adds a line at `index` (0 puts it first).
    package mutating func insert(_ name: String, _ value: String, at index: Int) {
        fields.insert(Field(name: name, value: value), at: index)
    }

    /// The position of the first line whose name matches `predicate`, or nil.
    package func firstIndex(where predicate: (Field) -> Bool) -> Int? {
        fields.firstIndex(where: predicate)
    }

    /// Removes every line named `name`.
    package mutating func remove(_ name: String) {
        fields.removeAll { Self.sameName($0.name, name) }
    }

    private static func sameName(_ lhs: String, _ rhs: String) -> Bool {
        lhs == rhs
            || lhs.utf8.elementsEqual(rhs.utf8) { HTTPSyntax.lowercased($0) == HTTPSyntax.lowercased($1) }
    }
}
