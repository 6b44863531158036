@testable import AuthEngine

// The decoder of each document the server and the simulation keep as a file: any bytes are a
// document that passes its validation and survives being written and read back, or an error.
// The first byte picks the type.

private let types: [any StoredDocument.Type] = [
    ServerStateDocument.self, DeviceKeysDocument.self, RunningServerDocument.self, SigningKeys.self,
    ClockDocument.self, FaultPlanDocument.self,
]

func fuzzStoredDocuments(_ input: [UInt8]) {
    guard let selector = input.first else { return }
    checkRoundTrip(of: types[Int(selector) % types.count], Array(input.dropFirst()))
}
