/// RSA keys and RS256 signatures from outside this code, to check ours against.
enum RSAVectors {
    /// RFC 7515 Appendix A.2: the RS256 example's key (A.2.1, base64url as printed there).
    static let rfc7515Key: [String: String] = [
        "n": [
            "ofgWCuLjybRlzo0tZWJjNiuSfb4p4fAkd_wWJcyQoTbji9k0l8W26mPddxHmfHQp-Vaw-4qPCJrcS2mJPMEzP1Pt",
            "0Bm4d4QlL-yRT-SFd2lZS-pCgNMsD1W_YpRPEwOWvG6b32690r2jZ47soMZo9wGzjb_7OMg0LOL-bSf63kpaSHSX",
            "ndS5z5rexMdbBYUsLA9e-KXBdQOS-UTo7WTBEMa2R2CapHg665xsmtdVMTBQY4uDZlxvb3qCo5ZwKh9kG4LT6_I5",
            "IhlJH7aGhyxXFvUK-DWNmoudF8NAco9_h9iaGNj8q2ethFkMLs91kzk2PAcDTW9gb54h4FRWyuXpoQ",
        ].joined(),
        "e": "AQAB",
        "d": [
            "Eq5xpGnNCivDflJsRQBXHx1hdR1k6Ulwe2JZD50LpXyWPEAeP88vLNO97IjlA7_GQ5sLKMgvfTeXZx9SE-7YwVol",
            "2NXOoAJe46sui395IW_GO-pWJ1O0BkTGoVEn2bKVRUCgu-GjBVaYLU6f3l9kJfFNS3E0QbVdxzubSu3Mkqzjkn43",
            "9X0M_V51gfpRLI9JYanrC4D4qAdGcopV_0ZHHzQlBjudU2QvXt4ehNYTCBr6XCLQUShb1juUO1ZdiYoFaFQT5Tw8",
            "bGUl_x_jTj3ccPDVZFD9pIuhLhBOneufuBiB4cS98l2SR_RQyGWSeWjnczT0QU91p1DhOVRuOopznQ",
        ].joined(),
        "p": [
            "4BzEEOtIpmVdVEZNCqS7baC4crd0pqnRH_5IB3jw3bcxGn6QLvnEtfdUdiYrqBdss1l58BQ3KhooKeQTa9AB0Hw_",
            "Py5PJdTJNPY8cQn7ouZ2KKDcmnPGBY5t7yLc1QlQ5xHdwW1VhvKn-nXqhJTBgIPgtldC-KDV5z-y2XDwGUc",
        ].joined(),
        "q": [
            "uQPEfgmVtjL0Uyyx88GZFF1fOunH3-7cepKmtH4pxhtCoHqpWmT8YAmZxaewHgHAjLYsp1ZSe7zFYHj7C6ul7Tje",
            "LQeZD_YwD66t62wDmpe_HlB-TnBA-njbglfIsRLtXlnDzQkv5dTltRJ11BKBBypeeF6689rjcJIDEz9RWdc",
        ].joined(),
        "dp": [
            "BwKfV3Akq5_MFZDFZCnW-wzl-CCo83WoZvnLQwCTeDv8uzluRSnm71I3QCLdhrqE2e9YkxvuxdBfpT_PI7Yz-FOK",
            "nu1R6HsJeDCjn12Sk3vmAktV2zb34MCdy7cpdTh_YVr7tss2u6vneTwrA86rZtu5Mbr1C1XsmvkxHQAdYo0",
        ].joined(),
        "dq": [
            "h_96-mK1R_7glhsum81dZxjTnYynPbZpHziZjeeHcXYsXaaMwkOlODsWa7I9xXDoRwbKgB719rrmI2oKr6N3Do9U",
            "0ajaHF-NKJnwgjMd2w9cjz3_-kyNlxAr2v4IKhGNpmM5iIgOS1VZnOZ68m6_pbLBSp3nssTdlqvd0tIiTHU",
        ].joined(),
        "qi": [
            "IYd7DHOhrWvxkwPQsRM2tOgrjbcrfvtQJipd-DlcxyVuuM9sQLdgjVk2oy26F0EmpScGLq2MowX7fhd_QJQ3ydy5",
            "cY7YIBi87w93IKLEdfnbJtoOPLUW0ITrJReOgo1cq9SbsxYawBgfp_gh6A5603k2-ZQwVK0JKSHuLFkuQ3U",
        ].joined(),
    ]

    /// RFC 7515 Appendix A.2.1: the JWS Signing Input (header and payload, base64url).
    static let rfc7515SigningInput = [
        "eyJhbGciOiJSUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmN",
        "vbS9pc19yb290Ijp0cnVlfQ",
    ].joined()

    /// RFC 7515 Appendix A.2.1: the signature of `rfc7515SigningInput`, base64url.
    static let rfc7515Signature = [
        "cC4hiUPoj9Eetdgtv3hF80EGrhuB__dzERat0XF9g2VtQgr9PJbu3XOiZj5RZmh7AAuHIm4Bh-0Qc_lF5YKt_O8W2Fp5",
        "jujGbds9uJdbF9CUAr7t1dnZcAcQjbKBYNX4BAynRFdiuB--f_nZLgrnbyTyWzO75vRK5h6xBArLIARNPvkSjtQBMHlb",
        "1L07Qe7K0GarZRmB_eSN9383LcOLn6_dO--xi12jzDwusC-eOkHWEsqtFZESc6BfI7noOPqvhJ1phCnvWh6IeYI2w9QO",
        "YEUipUTI8np6LbgGY9Fs98rqVt5AXLIhWkWywlVmtVrBp0igcN_IoypGlUPQGe77Rw",
    ].joined()

    /// A 3072-bit key made by Python `cryptography` 48 (OpenSSL):
    /// `rsa.generate_private_key(public_exponent=65537, key_size=3072)`, its private numbers as hex.
    static let openSSLKey = (
        modulus: [
            "a180c16b12218cbebedb4d3a65a3f70e20644523c1e9070fc8b3f8a21fb025bfe5a1e4e66b7a1cd8f928cd7d",
            "570ffef0047948ce43bd84f334627d012e1af8b88b1ce31c1c69195c5321fa557fe5fa3113cb276cad3d7988",
            "cb0e9a75275bbe2f4f46878647e443dbf956ac217d0a7f713071eb057b30f804b75cddc2524931955e1fd1e8",
            "ead1a0a156ba2ea4184efd878bb554c8a486d4d37ef547a5cbdfb4cd198209022b0fdbf7938652d5f70388b8",
            "8e9e4eb132ff312fcb9e5ba4e45f1f51161c6d1c425972f4bed8bfd4d04b7b312dee463e5458c2f9ad623744",
            "ce09b4fb690b1da9aa1c9e09230409b98e609480027e284a996700c2e731a2594f76374c5397a0956ea0d202",
            "c3ed8d39019f798122411f6de420e7554ea5491c006663232ec9b1768e2c914bed406e9623b858ea03975e27",
            "c5d629aa87807ee0548b9100e93dee65ce6b66cdadba4c6068ecb47ba512ba34c704ce77e91ec6a3f4f38236",
            "b511cbd6ed38752de088b71e23c276eeb6f461c59bf6176c1dcb8b514ff0d10b",
        ].joined(),
        publicExponent: "010001",
        privateExponent: [
            "12289b4161fd2a5eb00591a8afe64050484d6886080c1eb7cef087fe17e35850913878b77cfcc7e2e570df04",
            "94161500aba01a12dc59a214839ea740cb61a0f6d992afe9133b5b41f4344279fbdd6c6f643302b0721cbd5e",
            "27669c45f13246d9f991e1345f3f9d19a343f42aa26d31bdbf9d5a0d7862732079f5691700e5809108cf8f17",
            "1f2a8963053b5324842482d660b0f762c5379bbfae95fed8f7694f0cd88209bd42ab8fd1f0610ea346c3664b",
            "49f87c0f3f154e547a12736a1625fe813e4b99be0449f40e9572b86190664c7b4f52c284767f35175ea0e9f3",
            "e98a4f37ef3f30b617bd1030653679af5a48be50799c0387f57de8d525021a847aea2956f6d8084732294054",
            "9bdef9e353955f6161cf3aba444dccd6e322e48cef0c7b13c22a42787318504afe09f10903f0b7e1ab77a424",
            "e123662c1ff0870b665f048b65f334c8f4b5d7ec69800734ec6e0e06cf71cda177bc8fc8f790574036278d64",
            "172765f54f02a0629bb10e75f8eab6a64462865a2d208b840dcb893bd9475c71",
        ].joined(),
        prime1: [
            "daa0277d7c9f25db7ecf427f4495b89b5bf92a540269a7c31dc5d795dd77db8976b6d0d1c1cd67ab2766126b",
            "6d155ff4b22448b3ec47c3536603686b70cf8ea9d7f092a9867b01fd1dd2c92b089fd73d2739dd6c6b1629cf",
            "cae40c3395507ca9145271ec38819c46f450308151236daca603ed0171845484902293d9fe542503c20dfc89",
            "2139bf741883b39cf5e2d462d394eee746a56ff55a2da9a4a078ee034e765a8daf41ac5571949186820304ce",
            "c1c55b9245b05178aea62cd8e254dd6d",
        ].joined(),
        prime2: [
            "bd1cb5335f84c9748b9ce4998af93e82c9d94071bb2a9f1e6fd2ebd369b7c8bcc986d0e8f03c97e4f0bf554c",
            "8e611e3889e3b64522fe5cf1c4b2bf62f2216177be8db933a50eba1dd2730a91d8eb55996172e461fee935a8",
            "599019d325ab373b45387b8ca48731c5a36b13333302c153e6991569de7754ce4c2907b952ba51e51e28173d",
            "0b5ccdd5b930bc4e501fb93fb379f557a514f815ad664dafa14a1276eb743d087f069fe6659bb65c270a1bf4",
            "5b10ae41ab2deb08c42f4ae5c10a3557",
        ].joined(),
        exponent1: [
            "395824c38f7a970d79b797739663c72648fb9414b1055191a62f8c9aac9a91a4fed478f56be61ab913fe7bfa",
            "5d846bc4dd2d133cce4f0c76c59d43385b40b5e4ead519430a191dae6cb22b3df46728a7cbb02bda12449ff6",
            "f6fad61079abc0e70083978a24502ad399a5a6f3647aec7b8a9821046de80ddb2f8b4248bda3088a71ce055d",
            "5aafb0fe1ca7fee6bec01e81458a1d17e0b9e821ece36949db259d1894ee0a567b8fb84a391e850548f8cdbc",
            "05ab64977b5c0222ab7cbeeaac832209",
        ].joined(),
        exponent2: [
            "9037e36c012d27e10c53a2f60148e0c6271eda09a1bdf848e2e88c55d6ea84588cab9687fe258784dda05c71",
            "9ca72dbfda5061014a9586d60db66f440af92ff67cc861f3a3ad9e7bfdb123df63f8dc77b31c4655016c6232",
            "37d3300e994c803b602799f900c3e54e1eb91a94521388d1ee2ad26cc16e69ab45e388736946940bd1baab36",
            "2f831faa1ca7b1035c114559f20a50f2fcff07cea8453b7b73da2448b2791bce6de8e46a751491b6a7430b5c",
            "87522a42044469586f1ccdd67727ccd3",
        ].joined(),
        coefficient: [
            "493ff1a74b602cecd052270b220232b5b73aa43d49ce8403be16529e6976098e9238f6163b0f6e12262fa676",
            "c891483203e609fe58195adf36b090967e06f74dcdf8e2a1608c895a991c3e9eb5638b8ae3da26855557ced3",
            "225f593672b85926e8517e906697a15dbbee7a162070988c5ea3e26400713e0dc87f62e10ac7723c0218df8f",
            "ed8b3d9892d29a10c2cd0cf87dbb936b668c74c3a227b78c66e55160edc3406aecbdced30a2b2233e048a8f2",
            "065d2942c87a70cb817b3d4ece178c47",
        ].joined()
    )

    /// `key.sign(message, padding.PKCS1v15(), hashes.SHA256())` with `openSSLKey`, as hex; the
    /// last message is the bytes 0 to 255 four times over.
    static let openSSLSignatures: [(message: [UInt8], signatureHex: String)] = [
        (
            [],
            [
                "923a51fd64e706099f365ce2759ac771c22f17505eef512ea62e0e5ab92379c4d60fd0923414af7c7c54",
                "4d91ace8b4a9213d6422384da8c54862cbd1d2f8d5e3bc73efc7475dccfbf91f8ba654eb98030754b55b",
                "25d399bcb8979e7ac6a18cf44295b9cbd5366e680b82243e7d6e89cfd16c8451304713b904e9768cd27b",
                "24debee686da684f37b4031d30f26f01e2c02c558e3364ca3aec00885f734845a5860212dd1340498490",
                "db12ece73af7d3a8f0e086ca9c444ed1f8455d62e3ffb160a826505a6701fd2bbf2b901e4bef798bbc37",
                "09d169ea157ec79a70bf57e22bbb7ec825bf4368de8de46d46b00c212a59dc4dce284d3d21fcae6d310b",
                "77267798672f1cec0a8062368843ca6aafc53263b0503a4ccf990ac232797690230e0a0007e6c768a3c4",
                "b92a967d0d2778456a8fe554bec57a32c548fda3f4ce9e6461ea5a05b9b0f7fea8f0cf748d7d1d0effe6",
                "b8f30583bb3faeeea62a9f1ebcc4a040f44c51d373f56a5edf0a202ad92537c28e8fabac3aa52567ca1f",
                "572e96a7640c",
            ].joined()
        ),
        (
            utf8("abc"),
            [
                "75f1d186bc85c730e4d180a5f2b90616cf0c37517f9d5f3699eeca06e391f5f39d48fd9f2e36833dca00",
                "570a776c2ed1542b7ab6cb33589c96bd2a0037e0d09f0d4b6f9099293e3276ae4b9b145abb97c601a842",
                "0db296dcf6493617d2ed4133285947bd713a0fc0ad8aa4e1d720c028d8639aa0be81badae8faa3becebb",
                "fe320b7c7fcf2513e0eb298b10a4208e7c0af3fef4b6671d2be2dcadd635c7ec4801558a579b6ee7cbc2",
                "c1436cac842a3801c16efe6d2b5a338f1b363136623b6f96c3e7c81e225ebf9ec5e0fa31a2fbf5a287a8",
                "55d12539a6bd8fdd997b8e5f09b30c05e870f5a3b9604e8772aa3c78a219f1db6c9196a5a0250adda0ad",
                "eb8581e98dffb83161d0d46c654561776a51c6979958ebd6c35b24b50034cfabd9dd0babdfd5f3150a6e",
                "68e97211e82d41bd6a456c675de7db3a88675e949051e03b5c32e53582ab2afbc3973157eb145092758a",
                "76285cc1357d04ead95f6a84fbbd7f9e687aec50e6cf52706e2f7b46d3a3d190e123d1d42bfff8205d65",
                "b04a2ecd08aa",
            ].joined()
        ),
        (
            utf8("eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1c3JfMSJ9"),
            [
                "610bf61c36ddd8e47f458ebec77a9581048c77a4f53ee895d5cabf1e7b5abdf480bbfb6ab0d6bdefe3e2",
                "509826af22d1d72a89b0bf5f3458360361ab6e71948d15a71107b969dd43c601f43fe9c27f6ac957ef69",
                "6fba9bf0526600977566c63905e8f52c16da96a30a6f1f97a7e525a996d3d7d933a92c7c03cce2acc7a2",
                "4a29d80e5570ad3c9a96fca3ba3af6806da253e11fec90835b73b5db5d046224f9dd93eb9f915a6f085c",
                "1c02b2ec32511f48f9bbd89c460e84161438f87743042939ac9793430313fe4efb9541c5c6c1188cc54a",
                "d5d7837ecc2c7b3073e61241509bb1fea7c2b693ef536cd60292e215b1274de8eef0c906ad283ad32ef2",
                "516033eb558d94fb7ae66ac11087ece161b8cd660b736bb5545694744e994eb3e5c8b5c40c0d81da27e7",
                "6ab768cab8a5fcf971c26ea1c2409231792376ea55f0ce820b66babc948b28057b6c2f5cd7e30a71ed81",
                "ed7d28cf6486bed74299a413d83dd2059cb36eb4537d8c88eef0b12b3b65c8b76da4e5c299a79e935340",
                "35db7353b08b",
            ].joined()
        ),
        (
            Array(repeating: Array(0...255), count: 4).flatMap { $0 },
            [
                "7e53da794f6e0b9c85802a79cb08e96d720bc02c057ee0f89bd808235c13a911cffd1647ea46c54497f4",
                "904e8e1ed4f73d0fe3c81b6db171f297f5b9f75c94c83f9bd124519b7fa8b560db4a6fadf1a939922597",
                "173a81a4e2a4a3e3a3378ef84910140ba6794ae8c4c2bcf2a47e3e132e3b1f1a57257cc340c4f87d2dae",
                "39dffb42578f77585955d89a75f82f1534c28eb89b027e00fe3582ab749d6badfdb8435e42eb8534b649",
                "af32fc8de627af49a278f4cd9a5b722cc787f131ec95c06858ee340f983ec5b2f5bc6cff0f7246682681",
                "69df2f9240d97a9b967a14f708033daebe85649ea8cd8a416aadeaa5c1adb5519cf25caf6af0d13f1191",
                "01d69ea2b79f28c566c2ece6e974b29ec9d60376c5000fdb7d98111f34d6e940d70803b0bb2bf873bca0",
                "5010d94e20162c76b7d9d2d896caf22dc88b4e135a4a19e42d21166c148c5b02db130ddc954954df186b",
                "fa0cbda1759a5d6de5d391d6c5b822b5b6860c045c085bd20ec7fbb859a67ea4e626aad3031aaab92f83",
                "dc589ad9bbfc",
            ].joined()
        ),
    ]
}
