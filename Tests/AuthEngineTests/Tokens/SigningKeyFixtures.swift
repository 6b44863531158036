import Testing

@testable import AuthEngine

/// Signing keys for the tests, read from JWK members: the RFCs' example keys, and two RSA keys made
/// once with OpenSSL (Python `cryptography`) so no test waits for an RSA key to be generated.
enum SigningKeyFixtures {
    /// RFC 8037 Appendix A.1: the Ed25519 private key (`d` is the seed).
    static let rfc8037Members: [String: String] = [
        "kty": "OKP", "crv": "Ed25519", "x": "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo",
        "d": "nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A",
    ]

    /// RFC 7515 Appendix A.2: the RSA key of the RS256 example.
    static let rfc7515Members: [String: String] = [
        "kty": "RSA",
        "n": """
        ofgWCuLjybRlzo0tZWJjNiuSfb4p4fAkd_wWJcyQoTbji9k0l8W26mPddxHmfHQp-Vaw-4qP\
        CJrcS2mJPMEzP1Pt0Bm4d4QlL-yRT-SFd2lZS-pCgNMsD1W_YpRPEwOWvG6b32690r2jZ47s\
        oMZo9wGzjb_7OMg0LOL-bSf63kpaSHSXndS5z5rexMdbBYUsLA9e-KXBdQOS-UTo7WTBEMa2\
        R2CapHg665xsmtdVMTBQY4uDZlxvb3qCo5ZwKh9kG4LT6_I5IhlJH7aGhyxXFvUK-DWNmoud\
        F8NAco9_h9iaGNj8q2ethFkMLs91kzk2PAcDTW9gb54h4FRWyuXpoQ
        """,
        "e": "AQAB",
        "d": """
        Eq5xpGnNCivDflJsRQBXHx1hdR1k6Ulwe2JZD50LpXyWPEAeP88vLNO97IjlA7_GQ5sLKMgv\
        fTeXZx9SE-7YwVol2NXOoAJe46sui395IW_GO-pWJ1O0BkTGoVEn2bKVRUCgu-GjBVaYLU6f\
        3l9kJfFNS3E0QbVdxzubSu3Mkqzjkn439X0M_V51gfpRLI9JYanrC4D4qAdGcopV_0ZHHzQl\
        BjudU2QvXt4ehNYTCBr6XCLQUShb1juUO1ZdiYoFaFQT5Tw8bGUl_x_jTj3ccPDVZFD9pIuh\
        LhBOneufuBiB4cS98l2SR_RQyGWSeWjnczT0QU91p1DhOVRuOopznQ
        """,
        "p": """
        4BzEEOtIpmVdVEZNCqS7baC4crd0pqnRH_5IB3jw3bcxGn6QLvnEtfdUdiYrqBdss1l58BQ3\
        KhooKeQTa9AB0Hw_Py5PJdTJNPY8cQn7ouZ2KKDcmnPGBY5t7yLc1QlQ5xHdwW1VhvKn-nXq\
        hJTBgIPgtldC-KDV5z-y2XDwGUc
        """,
        "q": """
        uQPEfgmVtjL0Uyyx88GZFF1fOunH3-7cepKmtH4pxhtCoHqpWmT8YAmZxaewHgHAjLYsp1ZS\
        e7zFYHj7C6ul7TjeLQeZD_YwD66t62wDmpe_HlB-TnBA-njbglfIsRLtXlnDzQkv5dTltRJ1\
        1BKBBypeeF6689rjcJIDEz9RWdc
        """,
        "dp": """
        BwKfV3Akq5_MFZDFZCnW-wzl-CCo83WoZvnLQwCTeDv8uzluRSnm71I3QCLdhrqE2e9Ykxvu\
        xdBfpT_PI7Yz-FOKnu1R6HsJeDCjn12Sk3vmAktV2zb34MCdy7cpdTh_YVr7tss2u6vneTwr\
        A86rZtu5Mbr1C1XsmvkxHQAdYo0
        """,
        "dq": """
        h_96-mK1R_7glhsum81dZxjTnYynPbZpHziZjeeHcXYsXaaMwkOlODsWa7I9xXDoRwbKgB71\
        9rrmI2oKr6N3Do9U0ajaHF-NKJnwgjMd2w9cjz3_-kyNlxAr2v4IKhGNpmM5iIgOS1VZnOZ6\
        8m6_pbLBSp3nssTdlqvd0tIiTHU
        """,
        "qi": """
        IYd7DHOhrWvxkwPQsRM2tOgrjbcrfvtQJipd-DlcxyVuuM9sQLdgjVk2oy26F0EmpScGLq2M\
        owX7fhd_QJQ3ydy5cY7YIBi87w93IKLEdfnbJtoOPLUW0ITrJReOgo1cq9SbsxYawBgfp_gh\
        6A5603k2-ZQwVK0JKSHuLFkuQ3U
        """,
    ]

    /// RSA keys made for these tests, for rotations that need more than one.
    static let generatedRSAMembers: [[String: String]] = [
        [
            "kty": "RSA",
            "n": """
            o9Zd15LBykF27TYSA7aDNc1krWF4mRMhmRBQpNoAJ5fm9Difh4kTrAdyQbA3wkSJ7epNyogC\
            Qy9ereKl8lvSQ3IAMR_v7rO639m9CxJsWdBGrxBySaGjayvTWt4njj-xGmLyHnzYCdD-cuca\
            VKNfguTpH-3cKPd-kiG6Kvhm8WtnDrepwEUY6JFznNKLo0mzbX-zonChV8RXMSNGtkNzGa5T\
            G1M8BOvkd5B2WaOpFLSSMKJTGWpXLX5O34xIaLVBOqUbSSuUi_kpFDvBs4aYJ39OaJW52HQz\
            iyI5aY_IfMBI40DF_fJuH1VnjdK7UMiBBbiMRCnnFCiI5Nf8fEZaMw
            """,
            "e": "AQAB",
            "d": """
            T_sy5a3JuAycW7IFOlXLmSTTTMbkIkpSIRBzZf7ci3ee8kOAMaDL_zPFZeb6WXavJPu4jTI3\
            dIf3_whBvd5wd6d8C39NWKjaBjScEn8kcPX5w7XSLTrg9c03yUjhY5KZSUnba-HDb4tc5EgI\
            tR_qXRKV8hXi4AbufbVEVnzceGcOQR2j8LW_sdOg0tBhsrD-Xn5Hy2zTmt_CrElkopVYBD0p\
            SYRpdKugBux0yFZ_xmWoAPmPoyzot1185NfGhEPpfco4T2c7FN2c6l5RoZsiBXM2HwMWlb38\
            txHCcnCv9wW5jdLn54iHBECx2q_8FbzJvyN1SLH3U_7cCT4QIB8_nQ
            """,
            "p": """
            50V2UmOkP0XgstovYDFirew-lkuCCDejSGYpyxRdI_k4dNOMT-2FJ9cbCsXdAWv-ZKBtUDJU\
            HohxfYghS0BZswop0LIc8KMk1-wdh_dSy5IRck3KGVCgd7MEwUZ4qgJHBBI6rdUdmOMYBHI2\
            M2ALpdHprsKm3weTQPOm4p1cqL8
            """,
            "q": """
            tVsMuNzihjS5u8y83_T-2paZ-3upmpigbmhtDhchskQqj48YDANje4qK18nz5ziEc-JxeYdl\
            Hj_JsawiP0t1FBxoaB-CMiRAexHCeIxsKmPdfm-UNwzt9qPCvBba0MjyuIsqet0xS5roygJ7\
            z2i8MDE1vBoVt5CrIA2g-AW7140
            """,
            "dp": """
            KWou_iIJz6rbyit4QGmXmj2sF43-AyqzesuQwGUtKLwAeCtJ_SYzqibDGPLF2PNV4v83lBzv\
            I2ibqjcufyNO7NjtFApRVGZiuqf1wdtwYDQQG8ACaPYfRlAwkcvk38z4mqoJCAgZ_L7uFh29\
            xwV0EIW-qyUAbQAWRpNbV0mGxlE
            """,
            "dq": """
            FkSSwFQm4FGzCJMwEdO0Q0TArXdWsOvSrxvVYCiI86mZDD2Gt1rnKTEusSZT820mHlCMnF56\
            lQdCDbXUEq-CNbDzRO2xf9ShsjrRBRpA4ceXV8H9kfDdey5KZ-vqfD5gRzaXRbTJK75enQdH\
            CoWSrdws--a8CekSigICZNHXabU
            """,
            "qi": """
            GmXbYwuY3edfMEt6wY8fsmOxlQ05nB3TaZ6zt2zKg-rPDRvAkjIG-Lq_iXaAjo3Sw0C7tHKU\
            PSW3LTQxsLkjD8wtEnWeOuFsakYUkoijClbZZeNJXT6Bl7rMUx_hXOb_Zu2Sc3Gxq-Pys2Ig\
            q95kY5JvdK91O0nlPzDxvXwpwyA
            """,
        ],
        [
            "kty": "RSA",
            "n": """
            pU2C6g-vR5zUysiDgGOTFvOR4FM0fzjjG4x9ZuEookTRQyZkzPWBqAXM6Idvzfiyz72PltW9\
            mcSENWcBlcLtr4ycfgxq9NNx8AopHN3T1sA_DUBAysLxh-ufKTkoJmISUZLx1vNBAHBfUJPu\
            AKzrTvaQtb9M5Vu2yeK6hP2WUpmxnFdnpFR-O1mwM4SeQM7pTQRyXeQsKchSc_RIBrSrkTpE\
            d22RTDjlFz-ooQNdAUjSoHXyCYCXBDYNVmo3CwhV9veMq4z3bWkEhvTkKHyoQm7oWNBzeu5m\
            lcnTze0fUv7RxMdOs6FZIwELtd0nr1HyiVJzNiDtosEmqjYoFgWG6Q
            """,
            "e": "AQAB",
            "d": """
            HFCsrh9FrQSmRp4WOHXWCkZqpHxcL7a04FEuYeMLrNAQ8GmxNpKPRRLJSMN6WVPSfVdBM1sl\
            gSNyahtc4CRlxn5ViBnkcE-P4sg6xqEQ2mZP5pss_g5qhRfNSahqwjhmXubG2kUMy2B0Uz8j\
            s6XrILmHjDpal6cgJnDZ9lHh4AABJIW3EFRJoay0_nEYzyfCMP0o3Se3jE7Wi36ek4M-h1Rp\
            qxzik99xoeHnU8sOarl9j-9iHjpVkZygdh4BWG6TGp0pStAFMSvnuBHPcdyFefn9OUIPQm8r\
            gkqndQpkIzbQWde4EszqviWztQZHgg950LKIj3bccVQKbW6F28j2oQ
            """,
            "p": """
            2K_9_TJPw7ZUdboHv4B-HOc42Wlb_mA_JWrKOskkMT3sIRvhEISQ0qCLlmSfF1SBv8RLkzh6\
            v8GJZVCFv3-Uw0BHDt-KSEFK0dvGpO8NXnw2e2ZUkO2eVv4MdBYnTBC3fQ2zjRC4Mwfl5I9q\
            _ZAjA5Go2-cfwmQydWDeXnxdaV0
            """,
            "q": """
            w0r3mF8-GthuNCeHAyQYB-ZJ-1NLAH9eJdJ0BuXdDaxPti6Q-s-L2g-67jZRKE7fPVWlDkfp\
            4zYJVLmf4lmDFy3QAko5gWZhZ4eGjlEbM4042rK9XelXOQR3apRiU5B5sUkFwauNwpBml7H2\
            XwUSqLn98Bu1UwK1SGYw_a2Rnv0
            """,
            "dp": """
            tuZmhw-ukE4YoH50B8rXqGHrdGggRGjNJDItnM0nBYF1DMVRhfW_oGnvKPSp7LFiC5IPEKc9\
            xRoBdUkwe-Gemehpkj5RpIeoNddCpvk42aYS_rnza5mGa3to25vPc78wghfMlKemMzzZacE8\
            1-aQB3UtiOBfyF92z-kCCdMDrek
            """,
            "dq": """
            rBOYSohRXrIpmIbjrd7V1dASjAL-aTfRKx5e4d0UhAG6UtqBIJ5TqhaGLXNq20tz5MVcJFM1\
            QODSI_dTa8xXd8sEJ6BjPyOI3AJMi4Xno-rhl8I6nU8HbdQDrMOGR_9bWtzu15Fj3XYDD9Ld\
            NShxIn6PxEuF39jZBywUKtIPJ7k
            """,
            "qi": """
            twJsmADl_iyJVz0nXbM__1SvVXBG-7PkhyGHknCH8GRyShhPIR_oG2SsC2UIC_vxLaLHbnZm\
            W5lddCVtynjKblp6KvW7n02FqIfl4KADmWEhJK7cZRcaL5RaZSCfV5kqJjEbOFvbZ68MrH8O\
            7h-YDHJGbuKKfgp34HFczo4Z3ZA
            """,
        ],
    ]

    /// The thumbprints of the two RFC keys, their `kid`s.
    static let rfc8037KeyID = "kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k"
    static let rfc7515KeyID = "IsUn6_e04MaShXFIISMp4kG62LWzMIPy_MvSA5pJgX8"

    /// A key maker (`ProviderKeyPolicy.generate`) that gives the RFC key of each algorithm.
    static let rfcKey: @Sendable (JWSAlgorithm) -> ProviderSigningKey = { algorithm in
        let members = algorithm == .edDSA ? rfc8037Members : rfc7515Members
        guard let key = ProviderSigningKey(privateMembers: members) else {
            preconditionFailure("the RFC key of \(algorithm) does not read")
        }
        return key
    }

    /// The public halves of the two RFC keys.
    static var rfcKeySet: JWKSet {
        JWKSet(keys: [rfcKey(.rs256).jwk, rfcKey(.edDSA).jwk])
    }

    /// The key `members` hold; a fixture that does not read is a broken test, reported as such.
    static func key(_ members: [String: String]) throws -> ProviderSigningKey {
        try #require(ProviderSigningKey(privateMembers: members))
    }
}
