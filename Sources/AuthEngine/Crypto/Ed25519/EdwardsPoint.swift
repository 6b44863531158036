/// A point of edwards25519 (-x² + y² = 1 + d·x²·y²) in extended coordinates: x = X/Z, y = Y/Z,
/// x·y = T/Z.
///
/// The formulas are complete (no special case for doubling or the identity) and branch-free, so
/// adding or doubling runs in the same time for every input; only decoding, which reads public
/// bytes, may take a shortcut.
struct EdwardsPoint: Sendable {
    var x: FieldElement
    var y: FieldElement
    var z: FieldElement
    var t: FieldElement

    static let identity = EdwardsPoint(x: .zero, y: .one, z: .one, t: .zero)

    /// The base point B of RFC 8032 §5.1: y = 4/5, x even.
    static let base: EdwardsPoint = {
        let encoding = [UInt8](repeating: 0x66, count: 31)
        guard let point = EdwardsPoint(decoding: [0x58] + encoding) else {
            preconditionFailure("the base point's encoding is a constant that decodes")
        }
        return point
    }()

    init(x: FieldElement, y: FieldElement, z: FieldElement, t: FieldElement) {
        self.x = x
        self.y = y
        self.z = z
        self.t = t
    }

    /// The point RFC 8032 §5.1.3 decodes from 32 bytes, or nil when the y coordinate is not
    /// canonical (≥ p), x² has no square root, or x is zero with its sign bit set.
    ///
    /// Variable-time: it is only ever given public bytes (keys and signatures).
    init?(decoding encoding: [UInt8]) {
        guard encoding.count == 32 else { return nil }
        let signBit = encoding[31] >> 7
        var yBytes = encoding
        yBytes[31] &= 0x7f
        let y = FieldElement(bytes: yBytes[...])
        guard y.bytes == yBytes else { return nil }

        let ySquared = y.squared()
        let u = ySquared - .one
        let v = ySquared * .d + .one
        let vCubed = v.squared() * v
        var x = u * vCubed * (u * vCubed.squared() * v).raisedTo2To252Minus3()
        let check = v * x.squared()
        if !(check - u).isZero {
            guard (check + u).isZero else { return nil }
            x = x * .squareRootOfMinusOne
        }
        if x.isZero, signBit == 1 { return nil }
        if x.isNegative != (signBit == 1) { x = -x }
        self.init(x: x, y: y, z: .one, t: x * y)
    }

    /// The 32-byte encoding: y, with the parity of x in the top bit. Constant-time.
    var encoded: [UInt8] {
        let inverse = z.inverted()
        let affineX = x * inverse
        var bytes = (y * inverse).bytes
        bytes[31] |= (affineX.bytes[0] & 1) << 7
        return bytes
    }

    /// The point minus itself: -(x, y) = (-x, y).
    var negated: EdwardsPoint {
        EdwardsPoint(x: -x, y: y, z: z, t: -t)
    }

    /// The form in which the point is added to others, computed once when it is added many times.
    var cached: CachedPoint {
        CachedPoint(yPlusX: y + x, yMinusX: y - x, z: z, twoDT: t * .twoD)
    }

    /// 2·P (hwcd dbl-2008 with a = -1, every intermediate negated, which cancels in the products).
    @inline(__always)
    func doubled() -> EdwardsPoint {
        let (e, f, g, h) = doublingTerms()
        return EdwardsPoint(x: e * f, y: g * h, z: f * g, t: e * h)
    }

    /// 2·P with T left zero, for a point that is doubled again before anything reads its T
    /// (doubling and encoding never do): one product fewer.
    @inline(__always)
    func doubledSkippingT() -> EdwardsPoint {
        let (e, f, g, h) = doublingTerms()
        return EdwardsPoint(x: e * f, y: g * h, z: f * g, t: .zero)
    }

    @inline(__always)
    private func doublingTerms() -> (e: FieldElement, f: FieldElement, g: FieldElement, h: FieldElement) {
        let a = x.squared()
        let b = y.squared()
        let zSquared = z.squared()
        let c = zSquared + zSquared
        let h = a + b
        let e = h - (x + y).squared()
        let g = a - b
        let f = c + g
        return (e, f, g, h)
    }

    /// P + Q for Q in cached form (hwcd add-2008-3 with a = -1, k = 2d).
    @inline(__always)
    func adding(_ other: CachedPoint) -> EdwardsPoint {
        let a = (y - x) * other.yMinusX
        let b = (y + x) * other.yPlusX
        let c = t * other.twoDT
        let zz = z * other.z
        let d = zz + zz
        return EdwardsPoint.combining(a: a, b: b, c: c, d: d)
    }

    /// P - Q for Q in cached form: the addition with -Q, whose cached form swaps the first two
    /// coordinates and negates the last.
    @inline(__always)
    func subtracting(_ other: CachedPoint) -> EdwardsPoint {
        let a = (y - x) * other.yPlusX
        let b = (y + x) * other.yMinusX
        let c = t * other.twoDT
        let zz = z * other.z
        let d = zz + zz
        return EdwardsPoint.combining(a: a, b: b, c: -c, d: d)
    }

    /// P + Q for Q given in affine Niels form (Z = 1, so one product fewer).
    @inline(__always)
    func adding(_ other: AffineNielsPoint) -> EdwardsPoint {
        let a = (y - x) * other.yMinusX
        let b = (y + x) * other.yPlusX
        let c = t * other.twoDXY
        return EdwardsPoint.combining(a: a, b: b, c: c, d: z + z)
    }

    /// P - Q for Q given in affine Niels form.
    @inline(__always)
    func subtracting(_ other: AffineNielsPoint) -> EdwardsPoint {
        let a = (y - x) * other.yPlusX
        let b = (y + x) * other.yMinusX
        let c = t * other.twoDXY
        return EdwardsPoint.combining(a: a, b: b, c: -c, d: z + z)
    }

    @inline(__always)
    private static func combining(a: FieldElement, b: FieldElement, c: FieldElement, d: FieldElement)
        -> EdwardsPoint
    {
        let e = b - a
        let f = d - c
        let g = d + c
        let h = b + a
        return EdwardsPoint(x: e * f, y: g * h, z: f * g, t: e * h)
    }
}

/// A point prepared for addition: (Y + X, Y - X, Z, 2d·T).
struct CachedPoint: Sendable {
    var yPlusX: FieldElement
    var yMinusX: FieldElement
    var z: FieldElement
    var twoDT: FieldElement
}

/// A point with Z = 1 prepared for addition: (y + x, y - x, 2d·x·y); the tables of multiples of
/// the base point hold these.
struct AffineNielsPoint: Sendable {
    var yPlusX: FieldElement
    var yMinusX: FieldElement
    var twoDXY: FieldElement

    /// The identity, (1, 1, 0).
    static let identity = AffineNielsPoint(yPlusX: .one, yMinusX: .one, twoDXY: .zero)

    /// `point` made affine (one inversion).
    init(_ point: EdwardsPoint) {
        let inverse = point.z.inverted()
        let x = point.x * inverse
        let y = point.y * inverse
        self.init(yPlusX: y + x, yMinusX: y - x, twoDXY: x * y * .twoD)
    }

    init(yPlusX: FieldElement, yMinusX: FieldElement, twoDXY: FieldElement) {
        self.yPlusX = yPlusX
        self.yMinusX = yMinusX
        self.twoDXY = twoDXY
    }

    /// -P: y + x and y - x trade places and 2d·x·y changes sign.
    var negated: AffineNielsPoint {
        AffineNielsPoint(yPlusX: yMinusX, yMinusX: yPlusX, twoDXY: -twoDXY)
    }

    /// `first` where `mask` is zero, `second` where it is all ones, without a branch.
    @inline(__always)
    static func select(_ first: AffineNielsPoint, _ second: AffineNielsPoint, mask: UInt64)
        -> AffineNielsPoint
    {
        AffineNielsPoint(
            yPlusX: .select(first.yPlusX, second.yPlusX, mask: mask),
            yMinusX: .select(first.yMinusX, second.yMinusX, mask: mask),
            twoDXY: .select(first.twoDXY, second.twoDXY, mask: mask))
    }
}
