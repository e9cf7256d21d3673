object "Broken" {
    code {
        let x := add(1,
    }
}
