// A PluggableHarness provider plugin built on hashicorp/go-plugin and grpc-go, for the
// bench's real-plugin row: it starts and serves as a Go plugin does (go-plugin's handshake,
// health, broker and controller services, grpc-go's reflection) and answers what the
// native bench plugin answers, from the same data file (../native-plugin/README.md): its own
// path + ".wire", holding each method path's serialized response and an optional marker path.
package main

import (
	"context"
	"encoding/binary"
	"fmt"
	"io/ioutil"
	"os"
	"sort"
	"strings"

	"github.com/hashicorp/go-plugin"
	"google.golang.org/grpc"
	"google.golang.org/grpc/reflection"
)

// raw carries serialized bytes through grpc-go's proto codec untouched (its Marshaler and
// Unmarshaler fast paths), so the plugin needs no generated code.
type raw struct{ data []byte }

func (r *raw) Reset()                   { r.data = nil }
func (r *raw) String() string           { return fmt.Sprintf("%d bytes", len(r.data)) }
func (*raw) ProtoMessage()              {}
func (r *raw) Marshal() ([]byte, error) { return r.data, nil }
func (r *raw) Unmarshal(b []byte) error { r.data = append([]byte(nil), b...); return nil }

// readWire parses "HLNP", u32 count, then (u32 key length, key, u32 value length, value) records.
func readWire(path string) (map[string][]byte, error) {
	b, err := ioutil.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if len(b) < 8 || string(b[:4]) != "HLNP" {
		return nil, fmt.Errorf("%s: not a data file", path)
	}
	count := binary.BigEndian.Uint32(b[4:8])
	at := 8
	next := func() ([]byte, error) {
		if at+4 > len(b) {
			return nil, fmt.Errorf("%s: truncated", path)
		}
		n := int(binary.BigEndian.Uint32(b[at : at+4]))
		at += 4
		if at+n > len(b) {
			return nil, fmt.Errorf("%s: truncated", path)
		}
		v := b[at : at+n]
		at += n
		return v, nil
	}
	records := map[string][]byte{}
	for i := uint32(0); i < count; i++ {
		k, err := next()
		if err != nil {
			return nil, err
		}
		v, err := next()
		if err != nil {
			return nil, err
		}
		records[string(k)] = v
	}
	return records, nil
}

// answers registers one service per method path prefix, each method answering its bytes.
type answers struct {
	plugin.NetRPCUnsupportedPlugin
	records map[string][]byte
}

func (a *answers) GRPCServer(_ *plugin.GRPCBroker, s *grpc.Server) error {
	services := map[string][]grpc.MethodDesc{}
	for key, value := range a.records {
		if !strings.HasPrefix(key, "/") {
			continue
		}
		slash := strings.LastIndex(key, "/")
		service, method, response := key[1:slash], key[slash+1:], value
		services[service] = append(services[service], grpc.MethodDesc{
			MethodName: method,
			Handler: func(_ interface{}, _ context.Context, dec func(interface{}) error, _ grpc.UnaryServerInterceptor) (interface{}, error) {
				if err := dec(&raw{}); err != nil {
					return nil, err
				}
				return &raw{data: response}, nil
			},
		})
	}
	names := make([]string, 0, len(services))
	for name := range services {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		s.RegisterService(&grpc.ServiceDesc{ServiceName: name, HandlerType: (*interface{})(nil), Methods: services[name]}, struct{}{})
	}
	return nil
}

func (a *answers) GRPCClient(context.Context, *plugin.GRPCBroker, *grpc.ClientConn) (interface{}, error) {
	return nil, fmt.Errorf("not a host")
}

func main() {
	// /proc/self/exe: the name it was started by, so every hard link serves its own data file.
	exe, err := os.Executable()
	if err != nil {
		fmt.Fprintln(os.Stderr, "go-plugin bench plugin:", err)
		os.Exit(2)
	}
	records, err := readWire(exe + ".wire")
	if err != nil {
		fmt.Fprintln(os.Stderr, "go-plugin bench plugin:", err)
		os.Exit(2)
	}
	if marker, ok := records["marker"]; ok {
		ioutil.WriteFile(string(marker), []byte(fmt.Sprintf("%d\n", os.Getpid())), 0o644)
	}
	plugin.Serve(&plugin.ServeConfig{
		HandshakeConfig: plugin.HandshakeConfig{
			ProtocolVersion:  1,
			MagicCookieKey:   "PLUGGABLEHARNESS_AGENT_PLUGIN",
			MagicCookieValue: "pluggableharness-agent-v1-a6f3c9d2-plugin-handshake",
		},
		Plugins: map[string]plugin.Plugin{"plugin": &answers{records: records}},
		// What newer go-plugin releases do themselves: serve grpc-go's reflection (this grpc-go's
		// is v1alpha only).
		GRPCServer: func(opts []grpc.ServerOption) *grpc.Server {
			s := grpc.NewServer(opts...)
			reflection.Register(s)
			return s
		},
	})
}
