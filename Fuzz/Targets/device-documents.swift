@testable import AuthEngine

// The device's documents (`<home>/device/`), each as the type its entry in `DeviceDocuments.all`
// names: any bytes are a document that passes its validation and survives being written and read
// back, or an error. The first byte picks the entry.

func fuzzDeviceDocuments(_ input: [UInt8]) {
    guard let selector = input.first else { return }
    let entries = DeviceDocuments.all
    checkRoundTrip(of: entries[Int(selector) % entries.count].type, Array(input.dropFirst()))
}
