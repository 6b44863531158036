import Presenters
import Testing

@Suite("Time text")
struct TimeTextTests {
    @Test(
        "UTC dates and times, across leap days, centuries and the epoch",
        arguments: [
            (Int64(0), "1970-01-01 00:00:00 UTC"),
            (1_800_000_000, "2027-01-15 08:00:00 UTC"),
            (951_782_400, "2000-02-29 00:00:00 UTC"),
            (4_107_542_399, "2100-02-28 23:59:59 UTC"),
            (4_107_542_400, "2100-03-01 00:00:00 UTC"),
            (1_709_251_199, "2024-02-29 23:59:59 UTC"),
            (-1, "1969-12-31 23:59:59 UTC"),
        ])
    func utc(seconds: Int64, text: String) {
        #expect(TimeText.utc(seconds) == text)
    }

    @Test(
        "spans in their two largest units",
        arguments: [
            (Int64(0), "0s"), (45, "45s"), (60, "1m"), (90, "1m 30s"), (3600, "1h"), (7500, "2h 5m"),
            (7505, "2h 5m"), (86_400, "1d"), (273_600, "3d 4h"), (-5, "0s"),
        ])
    func span(seconds: Int64, text: String) {
        #expect(TimeText.span(seconds) == text)
    }

    @Test(
        "the extreme times a damaged file or a hostile server could send are written, not trapped on",
        arguments: [
            (Int64.min, "-292277022657-01-27 08:29:52 UTC"),
            (Int64.max, "292277026596-12-04 15:30:07 UTC"),
            (253_402_300_799, "9999-12-31 23:59:59 UTC"),
        ])
    func extremeMoments(seconds: Int64, text: String) {
        #expect(TimeText.utc(seconds) == text)
    }

    @Test("a distance beyond Int64 reads as the largest one, in either direction")
    func extremeDistances() {
        #expect(TimeText.relative(.max, from: .min) == "in 106751991167300d 15h")
        #expect(TimeText.relative(.min, from: .max) == "106751991167300d 15h ago")
        #expect(TimeText.relative(.min, from: 1_800_000_000) == "106751991167300d 15h ago")
    }

    @Test("a moment from now: in, ago, or now")
    func relative() {
        #expect(TimeText.relative(190, from: 100) == "in 1m 30s")
        #expect(TimeText.relative(100, from: 190) == "1m 30s ago")
        #expect(TimeText.relative(100, from: 100) == "now")
    }
}
