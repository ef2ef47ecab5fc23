// The evaluator oracle: HashiCorp's own hclsyntax and go-cty evaluate each expression and print
// its value and diagnostics, so the linter's evaluator can be compared with them. Not run by the
// tests (they read the table this writes, evaluator-table.json); regenerate with
//
//	go run . < ../evaluator-inputs.jsonl > ../evaluator-table.jsonl
//
// Input: one JSON object per line, {"src": "...", "ctx": "nil" | "env"}. "nil" evaluates with
// a nil hcl.EvalContext (kernel-owned attributes), "env" with a context that has only an env
// function returning an unknown string (a provider body as the linter sees it: hermetic).
package main

import (
	"bufio"
	"encoding/json"
	"os"
	"sort"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
)

type input struct {
	Src string `json:"src"`
	Ctx string `json:"ctx"`
}

type pos struct {
	Line   int `json:"line"`
	Column int `json:"column"`
	Byte   int `json:"byte"`
}

type diagnostic struct {
	Summary string `json:"summary"`
	Detail  string `json:"detail"`
	From    pos    `json:"from"`
	To      pos    `json:"to"`
}

type output struct {
	Src         string       `json:"src"`
	Ctx         string       `json:"ctx"`
	Parse       bool         `json:"parse"`
	Value       any          `json:"value"`
	Diagnostics []diagnostic `json:"diagnostics"`
}

var envFunc = function.New(&function.Spec{
	Params: []function.Parameter{{Name: "name", Type: cty.String}},
	Type:   function.StaticReturnType(cty.String),
	Impl: func(args []cty.Value, retType cty.Type) (cty.Value, error) {
		return cty.UnknownVal(cty.String), nil
	},
})

func typeText(t cty.Type) any {
	switch {
	case t == cty.DynamicPseudoType:
		return "dynamic"
	case t.IsPrimitiveType():
		return t.FriendlyName()
	case t.IsTupleType():
		out := []any{}
		for _, e := range t.TupleElementTypes() {
			out = append(out, typeText(e))
		}
		return map[string]any{"tuple": out}
	case t.IsObjectType():
		out := map[string]any{}
		for k, a := range t.AttributeTypes() {
			out[k] = typeText(a)
		}
		return map[string]any{"object": out}
	case t.IsListType():
		return map[string]any{"list": typeText(t.ElementType())}
	case t.IsMapType():
		return map[string]any{"map": typeText(t.ElementType())}
	case t.IsSetType():
		return map[string]any{"set": typeText(t.ElementType())}
	}
	return "?"
}

// value renders v as {"type": ..., and one of "unknown", "null", "v"}; numbers as big.Float's Text('f', -1).
func value(v cty.Value) any {
	t := typeText(v.Type())
	if !v.IsKnown() {
		return map[string]any{"type": t, "unknown": true}
	}
	if v.IsNull() {
		return map[string]any{"type": t, "null": true}
	}
	ty := v.Type()
	switch {
	case ty == cty.String:
		return map[string]any{"type": t, "v": v.AsString()}
	case ty == cty.Number:
		return map[string]any{"type": t, "v": v.AsBigFloat().Text('f', -1)}
	case ty == cty.Bool:
		return map[string]any{"type": t, "v": v.True()}
	case ty.IsTupleType() || ty.IsListType() || ty.IsSetType():
		out := []any{}
		for it := v.ElementIterator(); it.Next(); {
			_, e := it.Element()
			out = append(out, value(e))
		}
		return map[string]any{"type": t, "v": out}
	default:
		out := map[string]any{}
		keys := []string{}
		for it := v.ElementIterator(); it.Next(); {
			k, e := it.Element()
			keys = append(keys, k.AsString())
			out[k.AsString()] = value(e)
		}
		sort.Strings(keys)
		return map[string]any{"type": t, "v": out}
	}
}

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<24)
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for in.Scan() {
		var i input
		if err := json.Unmarshal(in.Bytes(), &i); err != nil {
			panic(err)
		}
		o := output{Src: i.Src, Ctx: i.Ctx, Diagnostics: []diagnostic{}}
		expr, diags := hclsyntax.ParseExpression([]byte(i.Src), "", hcl.InitialPos)
		if diags.HasErrors() {
			o.Parse = false
		} else {
			o.Parse = true
			var ctx *hcl.EvalContext
			if i.Ctx == "env" {
				ctx = &hcl.EvalContext{Functions: map[string]function.Function{"env": envFunc}}
			}
			v, d := expr.Value(ctx)
			diags = d
			o.Value = value(v)
		}
		for _, d := range diags {
			x := diagnostic{Summary: d.Summary, Detail: d.Detail}
			if d.Subject != nil {
				x.From = pos{d.Subject.Start.Line, d.Subject.Start.Column, d.Subject.Start.Byte}
				x.To = pos{d.Subject.End.Line, d.Subject.End.Column, d.Subject.End.Byte}
			}
			o.Diagnostics = append(o.Diagnostics, x)
		}
		if err := enc.Encode(o); err != nil {
			panic(err)
		}
	}
}
