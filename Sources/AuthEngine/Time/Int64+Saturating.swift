extension Int64 {
    /// The sum, stopping at the largest or smallest value instead of trapping: times and spans can
    /// come from a file or a request, and no value of theirs may stop the process.
    func addingSaturating(_ other: Int64) -> Int64 {
        let (sum, overflow) = addingReportingOverflow(other)
        guard overflow else { return sum }
        return other > 0 ? .max : .min
    }

    /// The difference, stopping at the largest or smallest value instead of trapping.
    func subtractingSaturating(_ other: Int64) -> Int64 {
        let (difference, overflow) = subtractingReportingOverflow(other)
        guard overflow else { return difference }
        return other < 0 ? .max : .min
    }
}
