// hclfmt: HashiCorp's hclwrite.Format as a command, for making the formatter's goldens.
//
//	hclfmt [-ns] < in.hcl > out.hcl     formats standard input to standard output
//	hclfmt [-ns] -batch < list          each line "IN<TAB>OUT": formats file IN into file OUT
//
// -ns formats `::` between names (provider::ns::f) as hcl 2.20 and later do, without spaces:
// 2.14.1 knows no `::` token and prints `provider : : ns : : f`. Each such `::` is written as
// two U+00B7 (identifier characters, one column each, so the name is one identifier to 2.14.1)
// before formatting and turned back after; a file that already holds U+00B7 U+00B7 is refused.
//
// Built offline in GOPATH mode from Debian's packages by generate.mjs; never run by npm test.
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/hashicorp/hcl/v2/hclwrite"
)

var keepDoubleColon = flag.Bool("ns", false, "keep `::` between names together (hcl >= 2.20)")

func main() {
	batchMode := flag.Bool("batch", false, "read IN<TAB>OUT lines from standard input")
	flag.Parse()
	if flag.NArg() != 0 {
		flag.Usage()
		os.Exit(2)
	}
	if *batchMode {
		batch()
		return
	}
	src, err := io.ReadAll(os.Stdin)
	check(err)
	out, err := format(src)
	check(err)
	_, err = os.Stdout.Write(out)
	check(err)
}

var placeholder = []byte("\u00b7\u00b7")

func format(src []byte) ([]byte, error) {
	if !*keepDoubleColon {
		return hclwrite.Format(src), nil
	}
	if bytes.Contains(src, placeholder) {
		return nil, fmt.Errorf("the input holds U+00B7 U+00B7, which -ns stands for `::`")
	}
	var in []byte
	for i := 0; i < len(src); i++ {
		if src[i] == ':' && i > 0 && i+2 < len(src) && src[i+1] == ':' && isNamePart(src[i-1]) && isNameStart(src[i+2]) {
			in = append(in, placeholder...)
			i++
			continue
		}
		in = append(in, src[i])
	}
	return bytes.ReplaceAll(hclwrite.Format(in), placeholder, []byte("::")), nil
}

func isNameStart(c byte) bool {
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
}

func isNamePart(c byte) bool {
	return isNameStart(c) || c == '-' || (c >= '0' && c <= '9')
}

func batch() {
	lines := bufio.NewScanner(os.Stdin)
	for lines.Scan() {
		in, out, ok := strings.Cut(lines.Text(), "\t")
		if !ok {
			fmt.Fprintf(os.Stderr, "hclfmt: bad batch line %q\n", lines.Text())
			os.Exit(2)
		}
		src, err := os.ReadFile(in)
		check(err)
		formatted, err := format(src)
		if err != nil {
			check(fmt.Errorf("%s: %w", in, err))
		}
		check(os.WriteFile(out, formatted, 0o644))
	}
	check(lines.Err())
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "hclfmt:", err)
		os.Exit(1)
	}
}
