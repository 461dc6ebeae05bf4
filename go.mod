module github.com/chaturanga-go/chaturanga

go 1.24
