#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
#if arch(x86_64) && canImport(_Builtin_intrinsics.intel.cpuid)
    import _Builtin_intrinsics.intel.cpuid
#endif

/// Which code runs SHA-256's compression function, and so HMAC and PBKDF2 above it.
///
/// Both give the same bytes; the SHA extensions are several times faster where the CPU has them.
/// The choice is made once per process: see `active`.
package enum SHA256Implementation: Sendable, CaseIterable, CustomStringConvertible {
    /// The scalar Swift code: any CPU, any architecture.
    case portable
    /// The CPU's SHA instructions (x86-64 with the SHA extensions, SSSE3 and SSE4.1), in the
    /// AuthEngineSHAExtensions target.
    case shaExtensions

    /// The implementation hashing uses unless told otherwise: the SHA extensions when the CPU has
    /// them, unless `VIPER_AUTH_CRYPTO=portable` is set. Read once, at the first hash.
    package static let active: SHA256Implementation = choose(
        requested: getenv("VIPER_AUTH_CRYPTO").map { String(cString: $0) },
        cpuHasSHAExtensions: cpuHasSHAExtensions)

    /// The choice `active` makes: `requested` is `VIPER_AUTH_CRYPTO`'s value, where `portable`
    /// forces the portable code for the whole process (to compare the two, or to rule the
    /// accelerated code out) and anything else means "the fastest".
    package static func choose(requested: String?, cpuHasSHAExtensions: Bool) -> SHA256Implementation {
        if requested == "portable" || !cpuHasSHAExtensions { return .portable }
        return .shaExtensions
    }

    /// The implementations this machine can run, the portable one first.
    package static var supported: [SHA256Implementation] { allCases.filter(\.isSupported) }

    /// Whether this machine can run the implementation.
    package var isSupported: Bool {
        switch self {
        case .portable: true
        case .shaExtensions: Self.cpuHasSHAExtensions
        }
    }

    /// The name shown by the benchmark (Benchmarks/EngineBench) and in test names.
    package var description: String {
        switch self {
        case .portable: "portable"
        case .shaExtensions: "SHA extensions"
        }
    }

    /// What CPUID says, asked once. Nothing beyond the x86-64 baseline runs before this answers:
    /// the only code built with the SHA instructions enabled is behind `shaExtensions`.
    private static let cpuHasSHAExtensions: Bool = {
        #if arch(x86_64) && canImport(_Builtin_intrinsics.intel.cpuid)
            var eax: UInt32 = 0
            var ebx: UInt32 = 0
            var ecx: UInt32 = 0
            var edx: UInt32 = 0
            // Leaf 1: ECX bit 9 is SSSE3 (`pshufb`) and bit 19 SSE4.1, both used around the rounds.
            guard __get_cpuid_count(1, 0, &eax, &ebx, &ecx, &edx) != 0,
                ecx & (1 << 9) != 0, ecx & (1 << 19) != 0
            else { return false }
            // Leaf 7, subleaf 0: EBX bit 29 is the SHA extensions. The call checks the CPU has leaf 7.
            guard __get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx) != 0 else { return false }
            return ebx & (1 << 29) != 0
        #else
            return false
        #endif
    }()
}
