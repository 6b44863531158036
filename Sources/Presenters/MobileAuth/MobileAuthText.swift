import Interactors

/// The sentences of the Mobile authentication screen.
enum MobileAuthText {
    static let title = "Mobile authentication"
    static let enrolling = "Enrolling…"
    static let enrolled = "Enrolled for mobile authentication and push."
    static let noPending = "No pending push requests."

    /// The lines under the title: what the screen is for, and whether the profile is enrolled yet.
    static func introduction(isEnrolled: Bool) -> [String] {
        [
            "Approve requests sent to this profile (viper-auth push) from this device.",
            isEnrolled
                ? enrolled + " Handle the pending requests, oldest first."
                : "Enroll once; then handle the pending requests, oldest first.",
        ]
    }

    /// The listing of pending requests, numbered, with their kind, time and expiry.
    static func pending(_ requests: [PushRequest], now: Int64) -> [String] {
        guard !requests.isEmpty else { return [noPending] }
        var lines = ["Pending push requests (\(requests.count)):"]
        for (index, request) in requests.enumerated() {
            lines.append("  \(index + 1). \(PushRequestText.quoted(request)) (\(kind(request)))")
            lines.append("     \(PushRequestText.timing(request, now: now))")
        }
        return lines
    }

    private static func kind(_ request: PushRequest) -> String {
        request.isOneTimePassword ? "one-time code" : "accept or deny"
    }
}
