import Interactors
import Testing

@testable import Presenters

@Suite("Device list lines")
struct DeviceTextTests {
    @Test(
        "a registration time at either end of Int64 is written, not trapped on",
        arguments: [
            (Int64.min, "  old laptop — registered -292277022657-01-27 08:29 UTC"),
            (Int64.max, "  old laptop — registered 292277026596-12-04 15:30 UTC"),
            (-1, "  old laptop — registered 1969-12-31 23:59 UTC"),
            (-86_400, "  old laptop — registered 1969-12-31 00:00 UTC"),
        ])
    func extremeTimes(registeredAt: Int64, line: String) {
        let device = ProfileDevice(name: "old laptop", registeredAt: registeredAt, isThisDevice: false)
        #expect(DeviceText.line(device) == line)
    }
}
