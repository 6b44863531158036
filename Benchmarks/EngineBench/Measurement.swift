/// How long one operation takes: the best of several runs, so a busy neighbour inflates it less.
struct Measurement {
    let name: String
    let secondsPerOperation: Double

    static func best(
        _ name: String, runs: Int = 5, operations: Int, _ body: () throws -> Void
    ) rethrows -> Measurement {
        let clock = ContinuousClock()
        var best = Double.infinity
        for _ in 0..<runs {
            let start = clock.now
            for _ in 0..<operations { try body() }
            let elapsed = start.duration(to: clock.now)
            best = min(best, elapsed.seconds / Double(operations))
        }
        return Measurement(name: name, secondsPerOperation: best)
    }
}

extension Duration {
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}

/// Formats a duration with a unit a person reads at a glance.
func formatted(seconds: Double) -> String {
    switch seconds {
    case ..<1e-6: return fixed(seconds * 1e9, digits: 0) + " ns"
    case ..<1e-3: return fixed(seconds * 1e6, digits: 2) + " µs"
    case ..<1: return fixed(seconds * 1e3, digits: 2) + " ms"
    default: return fixed(seconds, digits: 3) + " s"
    }
}

func fixed(_ value: Double, digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = String(rounded)
    if digits == 0, text.hasSuffix(".0") { text.removeLast(2) }
    if let dot = text.firstIndex(of: "."), digits > 0 {
        let decimals = text.distance(from: dot, to: text.endIndex) - 1
        if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
    }
    return text
}

func report(_ label: String, _ value: String, target: String = "") {
    let padded = label + String(repeating: " ", count: max(1, 44 - label.count))
    print(padded + value + (target.isEmpty ? "" : "   (target \(target))"))
}
