/// Encodes `Encodable` values as compact JSON text with sorted keys, through `JSONValue`.
///
/// The counterpart of `JSONValueDecoder`, for stored documents and wire bodies: what it writes,
/// `JSONValue.parse` reads back. Integers are written exactly (one beyond `Int64` is refused rather
/// than rounded), a number that is not finite is refused, and a value that encodes nothing is `{}`
/// inside another and refused on its own, as with FoundationEssentials' `JSONEncoder`.
enum JSONValueEncoder {
    static func encode(_ value: some Encodable) throws -> [UInt8] {
        let root = EncodedNode()
        try value.encode(to: ValueEncoder(root, path: nil))
        if case .empty = root.content {
            throw EncodingError.invalidValue(
                value, EncodingError.Context(codingPath: [], debugDescription: "nothing was encoded"))
        }
        return root.json.serialized()
    }
}

/// A value under construction: containers handed out earlier keep writing into their node, so
/// nodes are shared references until the whole value is done.
///
/// An object's members are a list in the order written, not a dictionary: objects are small, and
/// hashing every key twice (here and again in `json`) cost more than the search.
private final class EncodedNode {
    enum Content {
        case empty
        case scalar(JSONValue)
        case object([(name: String, node: EncodedNode)])
        case array([EncodedNode])
    }

    var content = Content.empty

    var json: JSONValue {
        switch content {
        case .empty: return .object([:])
        case .scalar(let value): return value
        case .object(let members):
            var object = [String: JSONValue](minimumCapacity: members.count)
            for member in members { object[member.name] = member.node.json }
            return .object(object)
        case .array(let elements): return .array(elements.map(\.json))
        }
    }

    /// Makes the node an object, keeping its members if it already is one.
    func becomeObject() {
        if case .object = content { return }
        content = .object([])
    }

    /// Makes the node an array, keeping its elements if it already is one.
    func becomeArray() {
        if case .array = content { return }
        content = .array([])
    }

    /// A new node stored under `name`, replacing what was there.
    func member(_ name: String) -> EncodedNode {
        let node = EncodedNode()
        guard case .object(var members) = content else { return node }
        content = .empty  // keeps `members` uniquely referenced while it changes
        if let index = members.firstIndex(where: { $0.name == name }) {
            members[index].node = node
        } else {
            members.append((name, node))
        }
        content = .object(members)
        return node
    }

    /// A new node appended to the array.
    func appendElement() -> EncodedNode {
        let node = EncodedNode()
        guard case .array(var elements) = content else { return node }
        content = .empty
        elements.append(node)
        content = .array(elements)
        return node
    }

    var elementCount: Int {
        if case .array(let elements) = content { return elements.count }
        return 0
    }
}

/// The coding path as a list linked towards the root: a member's encoder adds one link instead of
/// copying the whole path, which only an error reads.
private final class CodingPathLink {
    let key: any CodingKey
    let parent: CodingPathLink?

    init(_ key: any CodingKey, parent: CodingPathLink?) {
        self.key = key
        self.parent = parent
    }

    static func path(to link: CodingPathLink?) -> [any CodingKey] {
        var keys: [any CodingKey] = []
        var current = link
        while let link = current {
            keys.append(link.key)
            current = link.parent
        }
        return keys.reversed()
    }
}

/// A member's name as a coding key, for the coding path of an error.
private struct JSONMemberKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        nil
    }
}

/// Writes one value into its node; it is also its own single-value container.
private struct ValueEncoder: Encoder, SingleValueEncodingContainer {
    let node: EncodedNode
    let path: CodingPathLink?
    var codingPath: [any CodingKey] { CodingPathLink.path(to: path) }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(_ node: EncodedNode, path: CodingPathLink?) {
        self.node = node
        self.path = path
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.becomeObject()
        return KeyedEncodingContainer(KeyedContainer<Key>(node: node, path: path))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.becomeArray()
        return UnkeyedContainer(node: node, path: path)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    // MARK: Single value

    func encodeNil() { node.content = .scalar(.null) }
    func encode(_ value: Bool) { node.content = .scalar(.bool(value)) }
    func encode(_ value: String) { node.content = .scalar(.string(value)) }

    func encode(_ value: Double) throws {
        guard value.isFinite else {
            throw EncodingError.invalidValue(
                value, EncodingError.Context(codingPath: codingPath, debugDescription: "not a finite number"))
        }
        node.content = .scalar(.number(value))
    }

    func encode(_ value: Float) throws { try encode(Double(value)) }
    func encode(_ value: Int) throws { try integer(value) }
    func encode(_ value: Int8) throws { try integer(value) }
    func encode(_ value: Int16) throws { try integer(value) }
    func encode(_ value: Int32) throws { try integer(value) }
    func encode(_ value: Int64) throws { try integer(value) }
    func encode(_ value: UInt) throws { try integer(value) }
    func encode(_ value: UInt8) throws { try integer(value) }
    func encode(_ value: UInt16) throws { try integer(value) }
    func encode(_ value: UInt32) throws { try integer(value) }
    func encode(_ value: UInt64) throws { try integer(value) }

    func encode<T: Encodable>(_ value: T) throws {
        try value.encode(to: self)
    }

    private func integer(_ value: some FixedWidthInteger) throws {
        guard let whole = Int64(exactly: value) else {
            throw EncodingError.invalidValue(
                value, EncodingError.Context(codingPath: codingPath, debugDescription: "beyond Int64"))
        }
        node.content = .scalar(.integer(whole))
    }
}

/// Writes the members of an object.
private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodedNode
    let path: CodingPathLink?
    var codingPath: [any CodingKey] { CodingPathLink.path(to: path) }

    mutating func encodeNil(forKey key: Key) { member(key).encodeNil() }
    mutating func encode(_ value: Bool, forKey key: Key) { member(key).encode(value) }
    mutating func encode(_ value: String, forKey key: Key) { member(key).encode(value) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try member(key).encode(value) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try member(key).encode(value) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try member(key).encode(value) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try member(key).encode(value) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try member(key).encode(value) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try member(key).encode(value) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try member(key).encode(value) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try member(key).encode(value) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try member(key).encode(value) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try member(key).encode(value) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try member(key).encode(value) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try member(key).encode(value) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try value.encode(to: member(key))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        member(key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        member(key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        ValueEncoder(
            node.member("super"), path: CodingPathLink(JSONMemberKey(stringValue: "super"), parent: path))
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        member(key)
    }

    private func member(_ key: Key) -> ValueEncoder {
        ValueEncoder(node.member(key.stringValue), path: CodingPathLink(key, parent: path))
    }
}

/// Appends the elements of an array.
private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let node: EncodedNode
    let path: CodingPathLink?
    var codingPath: [any CodingKey] { CodingPathLink.path(to: path) }

    var count: Int { node.elementCount }

    mutating func encodeNil() { next().encodeNil() }
    mutating func encode(_ value: Bool) { next().encode(value) }
    mutating func encode(_ value: String) { next().encode(value) }
    mutating func encode(_ value: Double) throws { try next().encode(value) }
    mutating func encode(_ value: Float) throws { try next().encode(value) }
    mutating func encode(_ value: Int) throws { try next().encode(value) }
    mutating func encode(_ value: Int8) throws { try next().encode(value) }
    mutating func encode(_ value: Int16) throws { try next().encode(value) }
    mutating func encode(_ value: Int32) throws { try next().encode(value) }
    mutating func encode(_ value: Int64) throws { try next().encode(value) }
    mutating func encode(_ value: UInt) throws { try next().encode(value) }
    mutating func encode(_ value: UInt8) throws { try next().encode(value) }
    mutating func encode(_ value: UInt16) throws { try next().encode(value) }
    mutating func encode(_ value: UInt32) throws { try next().encode(value) }
    mutating func encode(_ value: UInt64) throws { try next().encode(value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try value.encode(to: next())
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        next().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        next().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        next()
    }

    private func next() -> ValueEncoder {
        let index = node.elementCount
        return ValueEncoder(
            node.appendElement(), path: CodingPathLink(JSONArrayIndexKey(index: index), parent: path))
    }
}
