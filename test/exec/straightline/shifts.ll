;! {
;!   "cases": [
;!     {
;!       "name": "pos_0",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0x0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
;!             "0x0000000000000000000000000000000000000000000000000000000000000000"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0x0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
;!         "0x0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
;!         "0x0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
;!         "0x02468acf13579bde02468acf13579bde02468acf13579bde02468acf13579bde",
;!         "0x0091a2b3c4d5e6f78091a2b3c4d5e6f78091a2b3c4d5e6f78091a2b3c4d5e6f7",
;!         "0x0091a2b3c4d5e6f78091a2b3c4d5e6f78091a2b3c4d5e6f78091a2b3c4d5e6f7",
;!         "0x8000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
;!         "0x0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001",
;!         "0x8000000000000000000000000000000000000000000000000000000000000000",
;!         "0x8000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x91a2b3c4d5e6f78091a2b3c4d5e6f78091a2b3c4d5e6f78091a2b3c4d5e6f780",
;!         "0x00000000000000000123456789abcdef0123456789abcdef0123456789abcdef"
;!       ]
;!     },
;!     {
;!       "name": "pos_1",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0x0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
;!             "0x0000000000000000000000000000000000000000000000000000000000000001"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0x02468acf13579bde02468acf13579bde02468acf13579bde02468acf13579bde",
;!         "0x0091a2b3c4d5e6f78091a2b3c4d5e6f78091a2b3c4d5e6f78091a2b3c4d5e6f7",
;!         "0x0091a2b3c4d5e6f78091a2b3c4d5e6f78091a2b3c4d5e6f78091a2b3c4d5e6f7",
;!         "0x02468acf13579bde02468acf13579bde02468acf13579bde02468acf13579bde",
;!         "0x0091a2b3c4d5e6f78091a2b3c4d5e6f78091a2b3c4d5e6f78091a2b3c4d5e6f7",
;!         "0x0091a2b3c4d5e6f78091a2b3c4d5e6f78091a2b3c4d5e6f78091a2b3c4d5e6f7",
;!         "0x8000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
;!         "0x0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
;!         "0x0000000000000000000000000000000000000000000000000000000000000002",
;!         "0xc000000000000000000000000000000000000000000000000000000000000000",
;!         "0x4000000000000000000000000000000000000000000000000000000000000000",
;!         "0x02d7287cd7827d2982d7287cd7827d2982d7287cd7827d2982d7287cd7827d29",
;!         "0x91a2b3c4d5e6f78091a2b3c4d5e6f78091a2b3c4d5e6f78091a2b3c4d5e6f780",
;!         "0x00000000000000000123456789abcdef0123456789abcdef0123456789abcdef"
;!       ]
;!     },
;!     {
;!       "name": "pos_255",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0x7123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
;!             "0x00000000000000000000000000000000000000000000000000000000000000ff"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0x8000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0xe2468acf13579bde02468acf13579bde02468acf13579bde02468acf13579bde",
;!         "0x3891a2b3c4d5e6f78091a2b3c4d5e6f78091a2b3c4d5e6f78091a2b3c4d5e6f7",
;!         "0x3891a2b3c4d5e6f78091a2b3c4d5e6f78091a2b3c4d5e6f78091a2b3c4d5e6f7",
;!         "0x8000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x7123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
;!         "0x7123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
;!         "0x8000000000000000000000000000000000000000000000000000000000000000",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001",
;!         "0x8000000000000000000000000000000000000000000000000000000000000000",
;!         "0x91a2b3c4d5e6f78091a2b3c4d5e6f78091a2b3c4d5e6f78091a2b3c4d5e6f780",
;!         "0x00000000000000007123456789abcdef0123456789abcdef0123456789abcdef"
;!       ]
;!     },
;!     {
;!       "name": "neg_0",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0xfedcba9876543210fedcba9876543210fedcba9876543210fedcba9876543211",
;!             "0x0000000000000000000000000000000000000000000000000000000000000000"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0xfedcba9876543210fedcba9876543210fedcba9876543210fedcba9876543211",
;!         "0xfedcba9876543210fedcba9876543210fedcba9876543210fedcba9876543211",
;!         "0xfedcba9876543210fedcba9876543210fedcba9876543210fedcba9876543211",
;!         "0xfdb97530eca86421fdb97530eca86421fdb97530eca86421fdb97530eca86422",
;!         "0x7f6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a1908",
;!         "0xff6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a1908",
;!         "0x8000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0xfedcba9876543210fedcba9876543210fedcba9876543210fedcba9876543211",
;!         "0xfedcba9876543210fedcba9876543210fedcba9876543210fedcba9876543211",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001",
;!         "0x8000000000000000000000000000000000000000000000000000000000000000",
;!         "0x8000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a190880",
;!         "0xfffffffffffffffffedcba9876543210fedcba9876543210fedcba9876543210"
;!       ]
;!     },
;!     {
;!       "name": "neg_1",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0xfedcba9876543210fedcba9876543210fedcba9876543210fedcba9876543211",
;!             "0x0000000000000000000000000000000000000000000000000000000000000001"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0xfdb97530eca86421fdb97530eca86421fdb97530eca86421fdb97530eca86422",
;!         "0x7f6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a1908",
;!         "0xff6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a1908",
;!         "0xfdb97530eca86421fdb97530eca86421fdb97530eca86421fdb97530eca86422",
;!         "0x7f6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a1908",
;!         "0xff6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a1908",
;!         "0x8000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0xfedcba9876543210fedcba9876543210fedcba9876543210fedcba9876543211",
;!         "0xfedcba9876543210fedcba9876543210fedcba9876543210fedcba9876543211",
;!         "0x0000000000000000000000000000000000000000000000000000000000000002",
;!         "0xc000000000000000000000000000000000000000000000000000000000000000",
;!         "0x4000000000000000000000000000000000000000000000000000000000000000",
;!         "0x02d7287cd7827d2982d7287cd7827d2982d7287cd7827d2982d7287cd7827d2a",
;!         "0x6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a190880",
;!         "0xfffffffffffffffffedcba9876543210fedcba9876543210fedcba9876543210"
;!       ]
;!     },
;!     {
;!       "name": "neg_255",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0xfedcba9876543210fedcba9876543210fedcba9876543210fedcba9876543211",
;!             "0x00000000000000000000000000000000000000000000000000000000000000ff"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0x8000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0xfdb97530eca86421fdb97530eca86421fdb97530eca86421fdb97530eca86422",
;!         "0x7f6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a1908",
;!         "0xff6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a1908",
;!         "0x8000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0xfedcba9876543210fedcba9876543210fedcba9876543210fedcba9876543211",
;!         "0xfedcba9876543210fedcba9876543210fedcba9876543210fedcba9876543211",
;!         "0x8000000000000000000000000000000000000000000000000000000000000000",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001",
;!         "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0x6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a19087f6e5d4c3b2a190880",
;!         "0xfffffffffffffffffedcba9876543210fedcba9876543210fedcba9876543210"
;!       ]
;!     },
;!     {
;!       "name": "minus_one_255",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!             "0x00000000000000000000000000000000000000000000000000000000000000ff"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0x8000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe",
;!         "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0x8000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0x8000000000000000000000000000000000000000000000000000000000000000",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001",
;!         "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff80",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"
;!       ]
;!     },
;!     {
;!       "name": "minus_one_1",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!             "0x0000000000000000000000000000000000000000000000000000000000000001"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe",
;!         "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe",
;!         "0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0x8000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0x0000000000000000000000000000000000000000000000000000000000000002",
;!         "0xc000000000000000000000000000000000000000000000000000000000000000",
;!         "0x4000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff80",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"
;!       ]
;!     },
;!     {
;!       "name": "min_254",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0x8000000000000000000000000000000000000000000000000000000000000000",
;!             "0x00000000000000000000000000000000000000000000000000000000000000fe"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000002",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x4000000000000000000000000000000000000000000000000000000000000000",
;!         "0xc000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0x8000000000000000000000000000000000000000000000000000000000000000",
;!         "0x8000000000000000000000000000000000000000000000000000000000000000",
;!         "0x4000000000000000000000000000000000000000000000000000000000000000",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe",
;!         "0x0000000000000000000000000000000000000000000000000000000000000002",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0xffffffffffffffff800000000000000000000000000000000000000000000000"
;!       ]
;!     },
;!     {
;!       "name": "one_255",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0x0000000000000000000000000000000000000000000000000000000000000001",
;!             "0x00000000000000000000000000000000000000000000000000000000000000ff"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0x8000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000002",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x8000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001",
;!         "0x8000000000000000000000000000000000000000000000000000000000000000",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001",
;!         "0x8000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000080",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000"
;!       ]
;!     },
;!     {
;!       "name": "neg_100",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffedcc",
;!             "0x0000000000000000000000000000000000000000000000000000000000000064"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0xfffffffffffffffffffffffffffffffffffedcc0000000000000000000000000",
;!         "0x0000000000000000000000000fffffffffffffffffffffffffffffffffffffff",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffdb98",
;!         "0x7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff6e6",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff6e6",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000001",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffedcc",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffedcc",
;!         "0x0000000000000000000000000000000000000010000000000000000000000000",
;!         "0xfffffffffffffffffffffffff800000000000000000000000000000000000000",
;!         "0x0000000000000000000000000800000000000000000000000000000000000000",
;!         "0x000000000000000000000000000000000001233fffffffffffffffffffffffff",
;!         "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffff6e600",
;!         "0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"
;!       ]
;!     },
;!     {
;!       "name": "pos_128",
;!       "inputs": [
;!         {
;!           "method": "#fallback",
;!           "calldata": [
;!             "0x00000000000000000000000000000000fedcba9876543210fedcba9876543210",
;!             "0x0000000000000000000000000000000000000000000000000000000000000080"
;!           ]
;!         }
;!       ],
;!       "expected": [
;!         "0xfedcba9876543210fedcba987654321000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x00000000000000000000000000000001fdb97530eca86421fdb97530eca86420",
;!         "0x000000000000000000000000000000007f6e5d4c3b2a19087f6e5d4c3b2a1908",
;!         "0x000000000000000000000000000000007f6e5d4c3b2a19087f6e5d4c3b2a1908",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x0000000000000000000000000000000000000000000000000000000000000000",
;!         "0x00000000000000000000000000000000fedcba9876543210fedcba9876543210",
;!         "0x00000000000000000000000000000000fedcba9876543210fedcba9876543210",
;!         "0x0000000000000000000000000000000100000000000000000000000000000000",
;!         "0xffffffffffffffffffffffffffffffff80000000000000000000000000000000",
;!         "0x0000000000000000000000000000000080000000000000000000000000000000",
;!         "0xfedcba9876543210fedcba987654321000000000000000000000000000000000",
;!         "0x0000000000000000000000000000007f6e5d4c3b2a19087f6e5d4c3b2a190800",
;!         "0x000000000000000000000000000000000000000000000000fedcba9876543210"
;!       ]
;!     }
;!   ]
;! }

; Straight-line (single basic block) execution test. The expected words were
; computed by running this same IR on the host with lli (LLVM 22), calldata and
; memory modelled as big-endian byte buffers.
target datalayout = "E-p:256:256-i256:256:256-S256-a:256:256"
target triple = "evm-unknown-unknown"

declare i256 @llvm.evm.calldataload(ptr addrspace(2))
declare void @llvm.evm.return(ptr addrspace(1), i256) noreturn

define void @__entry() noreturn {
entry:
  %pa = inttoptr i256 0 to ptr addrspace(2)
  %pb = inttoptr i256 32 to ptr addrspace(2)
  %a = call i256 @llvm.evm.calldataload(ptr addrspace(2) %pa)
  %b = call i256 @llvm.evm.calldataload(ptr addrspace(2) %pb)
  %shl = shl i256 %a, %b
  %out.p0 = inttoptr i256 0 to ptr addrspace(1)
  store i256 %shl, ptr addrspace(1) %out.p0
  %lshr = lshr i256 %a, %b
  %out.p1 = inttoptr i256 32 to ptr addrspace(1)
  store i256 %lshr, ptr addrspace(1) %out.p1
  %ashr = ashr i256 %a, %b
  %out.p2 = inttoptr i256 64 to ptr addrspace(1)
  store i256 %ashr, ptr addrspace(1) %out.p2
  %shl1 = shl i256 %a, 1
  %out.p3 = inttoptr i256 96 to ptr addrspace(1)
  store i256 %shl1, ptr addrspace(1) %out.p3
  %lshr1 = lshr i256 %a, 1
  %out.p4 = inttoptr i256 128 to ptr addrspace(1)
  store i256 %lshr1, ptr addrspace(1) %out.p4
  %ashr1 = ashr i256 %a, 1
  %out.p5 = inttoptr i256 160 to ptr addrspace(1)
  store i256 %ashr1, ptr addrspace(1) %out.p5
  %shl255 = shl i256 %a, 255
  %out.p6 = inttoptr i256 192 to ptr addrspace(1)
  store i256 %shl255, ptr addrspace(1) %out.p6
  %lshr255 = lshr i256 %a, 255
  %out.p7 = inttoptr i256 224 to ptr addrspace(1)
  store i256 %lshr255, ptr addrspace(1) %out.p7
  %ashr255 = ashr i256 %a, 255
  %out.p8 = inttoptr i256 256 to ptr addrspace(1)
  store i256 %ashr255, ptr addrspace(1) %out.p8
  %shl0 = shl i256 %a, 0
  %out.p9 = inttoptr i256 288 to ptr addrspace(1)
  store i256 %shl0, ptr addrspace(1) %out.p9
  %ashr0 = ashr i256 %a, 0
  %out.p10 = inttoptr i256 320 to ptr addrspace(1)
  store i256 %ashr0, ptr addrspace(1) %out.p10
  %one = shl i256 1, %b
  %out.p11 = inttoptr i256 352 to ptr addrspace(1)
  store i256 %one, ptr addrspace(1) %out.p11
  %m1 = ashr i256 -57896044618658097711785492504343953926634992332820282019728792003956564819968, %b
  %out.p12 = inttoptr i256 384 to ptr addrspace(1)
  store i256 %m1, ptr addrspace(1) %out.p12
  %m2 = lshr i256 -57896044618658097711785492504343953926634992332820282019728792003956564819968, %b
  %out.p13 = inttoptr i256 416 to ptr addrspace(1)
  store i256 %m2, ptr addrspace(1) %out.p13
  %x = xor i256 %shl, %ashr
  %out.p14 = inttoptr i256 448 to ptr addrspace(1)
  store i256 %x, ptr addrspace(1) %out.p14
  %shl7 = shl i256 %a, 7
  %out.p15 = inttoptr i256 480 to ptr addrspace(1)
  store i256 %shl7, ptr addrspace(1) %out.p15
  %ashr64 = ashr i256 %a, 64
  %out.p16 = inttoptr i256 512 to ptr addrspace(1)
  store i256 %ashr64, ptr addrspace(1) %out.p16
  call void @llvm.evm.return(ptr addrspace(1) %out.p0, i256 544)
  unreachable
}
