/// A registration's identity: the service type and an optional name.
struct ServiceKey: Hashable, Sendable, CustomStringConvertible {
    let type: ObjectIdentifier
    let typeName: String
    let name: String?

    init<Service>(_ type: Service.Type, name: String?) {
        self.type = ObjectIdentifier(type)
        self.typeName = String(describing: type)
        self.name = name
    }

    var description: String { Self.describe(type: typeName, name: name) }

    static func describe(type: String, name: String?) -> String {
        name.map { "\(type) named \"\($0)\"" } ?? type
    }
}
