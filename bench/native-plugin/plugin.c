/*
 * A PluggableHarness provider plugin in C, as cheap to start as a Go one: it checks the
 * go-plugin cookie, listens on a unix socket, prints the handshake line and answers gRPC
 * over h2c (RFC 9113, HPACK of RFC 7541) with responses prepared by build.mjs in a data
 * file, plus server reflection's list_services, as go-plugin registers it. Single-threaded,
 * poll()-based, libc only. Format of the data file: README.md.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

#define COOKIE_KEY "PLUGGABLEHARNESS_AGENT_PLUGIN"
#define COOKIE_VALUE "pluggableharness-agent-v1-a6f3c9d2-plugin-handshake"
/* go-plugin's own words (server.go), as the Node fake plugin prints them. */
#define NOT_A_PROGRAM                                                      \
    "This binary is a plugin. These are not meant to be executed directly.\n" \
    "Please execute the program that consumes these plugins, which will\n"    \
    "load any plugins automatically\n"

#define MAX_CONNS 16
#define MAX_STREAMS 128          /* also our SETTINGS_MAX_CONCURRENT_STREAMS */
#define FRAME_MAX 16384          /* SETTINGS_MAX_FRAME_SIZE, ours and the least a peer may set */
#define HEADER_BLOCK_MAX 65536   /* a request's header block, across CONTINUATION frames */
#define TABLE_MAX 4096           /* SETTINGS_HEADER_TABLE_SIZE: we keep the default */
#define OUT_HIGH_WATER 262144    /* stop producing DATA until the socket drains below this */
#define WINDOW_MAX 0x7fffffffLL
#define MESSAGE_PATH_MAX 1024    /* of a path quoted in grpc-message, so our HEADERS fit one frame */
#define REQUEST_MAX 65536        /* buffered request bytes of a reflection stream */
#define REPLY_BACKLOG_MAX 1048576 /* unsent reflection replies, for a client that asks but never reads */

enum { DATA = 0, HEADERS = 1, PRIORITY = 2, RST_STREAM = 3, SETTINGS = 4, PUSH_PROMISE = 5,
       PING = 6, GOAWAY = 7, WINDOW_UPDATE = 8, CONTINUATION = 9 };
enum { END_STREAM = 0x1, ACK = 0x1, END_HEADERS = 0x4, PADDED = 0x8, PRIORITY_FLAG = 0x20 };
enum { NO_ERROR = 0, PROTOCOL_ERROR = 1, INTERNAL_ERROR = 2, FLOW_CONTROL_ERROR = 3, STREAM_CLOSED = 5,
       FRAME_SIZE_ERROR = 6, REFUSED_STREAM = 7, COMPRESSION_ERROR = 9 };

static const char PREFACE[] = "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n";
#define PREFACE_LEN 24

static char socket_path[sizeof(((struct sockaddr_un *)0)->sun_path)]; /* removed on every way out */

static void remove_socket(void)
{
    if (socket_path[0]) unlink(socket_path);
}

static void die(const char *what, const char *detail)
{
    fprintf(stderr, "native-plugin: %s%s%s\n", what, detail ? ": " : "", detail ? detail : "");
    remove_socket();
    exit(2);
}

struct buf {
    unsigned char *data;
    size_t len, cap;
    int failed; /* out of memory */
};

static void buf_append(struct buf *b, const void *data, size_t len)
{
    if (b->len + len > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;
        while (cap < b->len + len) cap *= 2;
        unsigned char *grown = realloc(b->data, cap);
        if (!grown) {
            b->failed = 1;
            return;
        }
        b->data = grown;
        b->cap = cap;
    }
    if (len) memcpy(b->data + b->len, data, len);
    b->len += len;
}

/* Protobuf: a varint, and a length-delimited field (wire type 2). */
static void buf_varint(struct buf *b, uint64_t v)
{
    unsigned char bytes[10];
    size_t n = 0;
    for (; v >= 128; v >>= 7) bytes[n++] = (unsigned char)(v % 128 + 128);
    bytes[n++] = (unsigned char)v;
    buf_append(b, bytes, n);
}

static void buf_field(struct buf *b, unsigned field, const void *data, size_t len)
{
    buf_varint(b, field << 3 | 2);
    buf_varint(b, len);
    buf_append(b, data, len);
}

/* ---- responses from the data file ---------------------------------------------------- */

struct route {
    const unsigned char *path, *body;
    uint32_t path_len, body_len;
};
static struct route *routes;
static size_t route_count;
static char *marker_path;

static const char SHUTDOWN_PATH[] = "/plugin.GRPCController/Shutdown";
/* Streams the host opens and keeps: answered with headers, then held until reset or exit. */
static const char *const HELD_PATHS[] = { "/plugin.GRPCBroker/StartStream", "/plugin.GRPCStdio/StreamStdio" };
/* go-plugin registers both reflection versions; their messages are the same on the wire. */
static const char *const REFLECTION_PATHS[] = { "/grpc.reflection.v1.ServerReflection/ServerReflectionInfo",
                                                "/grpc.reflection.v1alpha.ServerReflection/ServerReflectionInfo" };
/* ServerReflectionResponse fields 6 (list_services_response: every service we serve) and 7 (error_response). */
static struct buf list_services_field, error_field;


static uint32_t get32(const unsigned char *p)
{
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

/* "HLNP", u32 record count, then records of u32 key length, key, u32 value length, value. */
static void load_data(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) die(path, strerror(errno));
    size_t cap = 65536, len = 0;
    unsigned char *data = malloc(cap);
    for (size_t n; data && (n = fread(data + len, 1, cap - len, f)) > 0;) {
        len += n;
        if (len == cap) data = realloc(data, cap *= 2);
    }
    if (!data) die("out of memory", NULL);
    if (ferror(f)) die(path, "read error");
    fclose(f);
    if (len < 8 || memcmp(data, "HLNP", 4) != 0) die(path, "not a native-plugin data file");
    uint32_t count = get32(data + 4);
    routes = calloc(count ? count : 1, sizeof *routes);
    if (!routes) die("out of memory", NULL);
    size_t at = 8;
    for (uint32_t i = 0; i < count; i++) {
        uint32_t sizes[2];
        const unsigned char *parts[2];
        for (int k = 0; k < 2; k++) {
            if (len - at < 4 || len - at - 4 < get32(data + at)) die(path, "truncated record");
            sizes[k] = get32(data + at);
            parts[k] = data + at + 4;
            at += 4 + (size_t)sizes[k];
        }
        if (sizes[0] == 6 && memcmp(parts[0], "marker", 6) == 0) {
            marker_path = malloc(sizes[1] + 1);
            if (!marker_path) die("out of memory", NULL);
            memcpy(marker_path, parts[1], sizes[1]);
            marker_path[sizes[1]] = '\0';
        } else {
            struct route r = { parts[0], parts[1], sizes[0], sizes[1] };
            routes[route_count++] = r;
        }
    }
}

static const struct route *find_route(const char *path, size_t len)
{
    for (size_t i = 0; i < route_count; i++)
        if (routes[i].path_len == len && memcmp(routes[i].path, path, len) == 0) return &routes[i];
    return NULL;
}

/* ---- HPACK (RFC 7541) ----------------------------------------------------------------- */

/* Appendix A. */
static const char *const STATIC_TABLE[61][2] = {
    { ":authority", "" }, { ":method", "GET" }, { ":method", "POST" }, { ":path", "/" },
    { ":path", "/index.html" }, { ":scheme", "http" }, { ":scheme", "https" }, { ":status", "200" },
    { ":status", "204" }, { ":status", "206" }, { ":status", "304" }, { ":status", "400" },
    { ":status", "404" }, { ":status", "500" }, { "accept-charset", "" },
    { "accept-encoding", "gzip, deflate" }, { "accept-language", "" }, { "accept-ranges", "" },
    { "accept", "" }, { "access-control-allow-origin", "" }, { "age", "" }, { "allow", "" },
    { "authorization", "" }, { "cache-control", "" }, { "content-disposition", "" },
    { "content-encoding", "" }, { "content-language", "" }, { "content-length", "" },
    { "content-location", "" }, { "content-range", "" }, { "content-type", "" }, { "cookie", "" },
    { "date", "" }, { "etag", "" }, { "expect", "" }, { "expires", "" }, { "from", "" },
    { "host", "" }, { "if-match", "" }, { "if-modified-since", "" }, { "if-none-match", "" },
    { "if-range", "" }, { "if-unmodified-since", "" }, { "last-modified", "" }, { "link", "" },
    { "location", "" }, { "max-forwards", "" }, { "proxy-authenticate", "" },
    { "proxy-authorization", "" }, { "range", "" }, { "referer", "" }, { "refresh", "" },
    { "retry-after", "" }, { "server", "" }, { "set-cookie", "" },
    { "strict-transport-security", "" }, { "transfer-encoding", "" }, { "user-agent", "" },
    { "vary", "" }, { "via", "" }, { "www-authenticate", "" },
};

/*
 * Appendix B, the "len in bits" column for symbols 0-255 and EOS (256). The code is
 * canonical (codes of one length are consecutive, in symbol order, and follow on from the
 * shorter ones), so the codes themselves follow from these lengths.
 */
static const unsigned char HUFFMAN_LENGTHS[257] = {
    13, 23, 28, 28, 28, 28, 28, 28, 28, 24, 30, 28, 28, 30, 28, 28,
    28, 28, 28, 28, 28, 28, 30, 28, 28, 28, 28, 28, 28, 28, 28, 28,
    6, 10, 10, 12, 13, 6, 8, 11, 10, 10, 8, 11, 8, 6, 6, 6,
    5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 7, 8, 15, 6, 12, 10,
    13, 6, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7,
    7, 7, 7, 7, 7, 7, 7, 7, 8, 7, 8, 13, 19, 13, 14, 6,
    15, 5, 6, 5, 6, 5, 6, 6, 6, 5, 7, 7, 6, 6, 6, 5,
    6, 7, 6, 5, 5, 6, 7, 7, 7, 7, 7, 15, 11, 14, 13, 28,
    20, 22, 20, 20, 22, 22, 22, 23, 22, 23, 23, 23, 23, 23, 24, 23,
    24, 24, 22, 23, 24, 23, 23, 23, 23, 21, 22, 23, 22, 23, 23, 24,
    22, 21, 20, 22, 22, 23, 23, 21, 23, 22, 22, 24, 21, 22, 23, 23,
    21, 21, 22, 21, 23, 22, 23, 23, 20, 22, 22, 22, 23, 22, 22, 23,
    26, 26, 20, 19, 22, 23, 22, 25, 26, 26, 26, 27, 27, 26, 24, 25,
    19, 21, 26, 27, 27, 26, 27, 24, 21, 21, 26, 26, 28, 27, 27, 27,
    20, 24, 20, 21, 22, 21, 21, 23, 22, 22, 25, 25, 24, 24, 26, 23,
    26, 27, 26, 26, 27, 27, 27, 27, 27, 28, 27, 27, 27, 27, 27, 26,
    30,
};
#define HUFFMAN_EOS 256
#define HUFFMAN_LONGEST 30

/* Canonical decoding tables: per length, its first code, how many codes, where its symbols start. */
static uint32_t huff_first[HUFFMAN_LONGEST + 1], huff_count[HUFFMAN_LONGEST + 1], huff_start[HUFFMAN_LONGEST + 1];
static uint16_t huff_symbols[257];

static void huffman_init(void)
{
    for (int s = 0; s < 257; s++) huff_count[HUFFMAN_LENGTHS[s]]++;
    uint32_t code = 0, index = 0;
    for (int len = 1; len <= HUFFMAN_LONGEST; len++) {
        code = (code + huff_count[len - 1]) << 1;
        huff_first[len] = code;
        huff_start[len] = index;
        index += huff_count[len];
    }
    uint32_t fill[HUFFMAN_LONGEST + 1] = { 0 };
    for (int s = 0; s < 257; s++) {
        int len = HUFFMAN_LENGTHS[s];
        huff_symbols[huff_start[len] + fill[len]++] = (uint16_t)s;
    }
}

/* Into `out` (room for len * 8 / 5 bytes); -1 on EOS in the data or padding that is not 0-7 one bits (§5.2). */
static long huffman_decode(const unsigned char *in, size_t len, unsigned char *out)
{
    uint32_t code = 0;
    int bits = 0;
    long n = 0;
    for (size_t i = 0; i < len; i++) {
        for (int b = 7; b >= 0; b--) {
            code = code << 1 | ((in[i] >> b) & 1);
            bits++;
            uint32_t k = code - huff_first[bits];
            if (k < huff_count[bits]) {
                uint16_t sym = huff_symbols[huff_start[bits] + k];
                if (sym == HUFFMAN_EOS) return -1;
                out[n++] = (unsigned char)sym;
                code = 0;
                bits = 0;
            }
        }
    }
    if (bits > 7 || code != (1u << bits) - 1) return -1;
    return n;
}

struct entry {
    char *name, *value; /* one allocation: name then value */
    uint32_t name_len, value_len;
};

struct table {
    struct entry ring[TABLE_MAX / 32]; /* every entry costs at least 32 */
    unsigned newest, count;
    uint32_t size, max_size;
};

static struct entry *table_get(struct table *t, uint32_t i) /* 1 = newest */
{
    return &t->ring[(t->newest + i - 1) % (TABLE_MAX / 32)];
}

static void table_evict_to(struct table *t, uint32_t limit)
{
    while (t->size > limit) {
        struct entry *e = table_get(t, t->count);
        t->size -= e->name_len + e->value_len + 32;
        free(e->name);
        t->count--;
    }
}

static void table_clear(struct table *t)
{
    table_evict_to(t, 0);
}

/* §4.4: an entry larger than the table empties it and is not added. */
static int table_add(struct table *t, const char *name, uint32_t name_len, const char *value, uint32_t value_len)
{
    uint32_t size = name_len + value_len + 32;
    if (size > t->max_size) {
        table_clear(t);
        return 0;
    }
    char *copy = malloc((size_t)name_len + value_len + 1);
    if (!copy) return -1;
    memcpy(copy, name, name_len);
    memcpy(copy + name_len, value, value_len);
    table_evict_to(t, t->max_size - size);
    t->newest = (t->newest + TABLE_MAX / 32 - 1) % (TABLE_MAX / 32);
    struct entry e = { copy, copy + name_len, name_len, value_len };
    t->ring[t->newest] = e;
    t->count++;
    t->size += size;
    return 0;
}

/* The field at `index` (static 1-61, then dynamic); -1 if none. */
static int table_lookup(struct table *t, uint32_t index, const char **name, uint32_t *name_len,
                        const char **value, uint32_t *value_len)
{
    if (index >= 1 && index <= 61) {
        *name = STATIC_TABLE[index - 1][0];
        *name_len = (uint32_t)strlen(*name);
        *value = STATIC_TABLE[index - 1][1];
        *value_len = (uint32_t)strlen(*value);
        return 0;
    }
    if (index < 62 || index - 61 > t->count) return -1;
    struct entry *e = table_get(t, index - 61);
    *name = e->name;
    *name_len = e->name_len;
    *value = e->value;
    *value_len = e->value_len;
    return 0;
}

struct reader {
    const unsigned char *p, *end;
};

/* §5.1, capped at 28 bits of continuation. */
static int read_int(struct reader *r, int prefix, uint32_t *out)
{
    if (r->p >= r->end) return -1;
    uint32_t max = (1u << prefix) - 1, v = *r->p++ & max;
    if (v == max) {
        for (int shift = 0;; shift += 7) {
            if (r->p >= r->end || shift > 21) return -1;
            unsigned char b = *r->p++;
            v += (uint32_t)(b & 0x7f) << shift;
            if (!(b & 0x80)) break;
        }
    }
    *out = v;
    return 0;
}

/* §5.2: a string literal, Huffman-decoded if so marked; the caller frees *out. */
static int read_string(struct reader *r, char **out, uint32_t *out_len)
{
    if (r->p >= r->end) return -1;
    int huffman = *r->p & 0x80;
    uint32_t len;
    if (read_int(r, 7, &len) < 0 || len > (size_t)(r->end - r->p)) return -1;
    size_t room = huffman ? (size_t)len * 8 / 5 + 1 : (size_t)len + 1;
    unsigned char *s = malloc(room);
    if (!s) return -1;
    long n = len;
    if (huffman) n = huffman_decode(r->p, len, s);
    else memcpy(s, r->p, len);
    if (n < 0) {
        free(s);
        return -1;
    }
    r->p += len;
    *out = (char *)s;
    *out_len = (uint32_t)n;
    return 0;
}

/*
 * Decodes a whole header block (§6), keeping the dynamic table in step, and returns the
 * :path value in *path (malloc'd, NULL if absent). -1 is a COMPRESSION_ERROR.
 */
static int decode_block(struct table *t, const unsigned char *block, size_t len, char **path, uint32_t *path_len)
{
    struct reader r = { block, block + len };
    int fields = 0;
    *path = NULL;
    while (r.p < r.end) {
        unsigned char b = *r.p;
        uint32_t index;
        const char *name = NULL, *value = NULL;
        uint32_t name_len = 0, value_len = 0;
        char *own_name = NULL, *own_value = NULL;
        int indexing = 0;
        if (b & 0x80) { /* indexed field */
            if (read_int(&r, 7, &index) < 0 || table_lookup(t, index, &name, &name_len, &value, &value_len) < 0)
                return -1;
        } else if ((b & 0xe0) == 0x20) { /* dynamic table size update, only before any field */
            if (fields || read_int(&r, 5, &index) < 0 || index > TABLE_MAX) return -1;
            t->max_size = index;
            table_evict_to(t, index);
            continue;
        } else { /* literal: with incremental indexing (01), without (0000) or never indexed (0001) */
            indexing = (b & 0xc0) == 0x40;
            const char *ignored;
            uint32_t ignored_len;
            if (read_int(&r, indexing ? 6 : 4, &index) < 0) return -1;
            if (index == 0) {
                if (read_string(&r, &own_name, &name_len) < 0) return -1;
                name = own_name;
            } else if (table_lookup(t, index, &name, &name_len, &ignored, &ignored_len) < 0) {
                return -1;
            }
            if (read_string(&r, &own_value, &value_len) < 0) {
                free(own_name);
                return -1;
            }
            value = own_value;
        }
        fields++;
        int failed = 0;
        if (name_len == 5 && memcmp(name, ":path", 5) == 0) {
            free(*path);
            *path = malloc(value_len + 1);
            if (*path) {
                memcpy(*path, value, value_len);
                *path_len = value_len;
            } else {
                failed = 1;
            }
        }
        if (indexing && table_add(t, name, name_len, value, value_len) < 0) failed = 1;
        free(own_name);
        free(own_value);
        if (failed) return -1;
    }
    return 0;
}

static size_t put_int(unsigned char *out, unsigned char flags, int prefix, uint32_t v)
{
    uint32_t max = (1u << prefix) - 1;
    size_t n = 0;
    if (v < max) {
        out[n++] = flags | (unsigned char)v;
        return n;
    }
    out[n++] = flags | (unsigned char)max;
    for (v -= max; v >= 128; v >>= 7) out[n++] = (unsigned char)(v % 128 + 128);
    out[n++] = (unsigned char)v;
    return n;
}

/* Literal field without indexing, new name, no Huffman: our responses touch no HPACK state. */
static size_t put_field(unsigned char *out, const char *name, const char *value, size_t value_len)
{
    size_t n = 0, name_len = strlen(name);
    out[n++] = 0x00;
    n += put_int(out + n, 0x00, 7, (uint32_t)name_len);
    memcpy(out + n, name, name_len);
    n += name_len;
    n += put_int(out + n, 0x00, 7, (uint32_t)value_len);
    memcpy(out + n, value, value_len);
    return n + value_len;
}

/* :status 200 (static index 8) and content-type (name at static index 31): application/grpc. */
static size_t put_response_head(unsigned char *out)
{
    static const char type[] = "application/grpc";
    size_t n = 0;
    out[n++] = 0x80 | 8;
    n += put_int(out + n, 0x00, 4, 31);
    n += put_int(out + n, 0x00, 7, sizeof type - 1);
    memcpy(out + n, type, sizeof type - 1);
    return n + sizeof type - 1;
}

/* ---- HTTP/2 connections --------------------------------------------------------------- */

enum kind { UNARY, SHUTDOWN, HELD, REFLECTION };

struct stream {
    uint32_t id;
    enum kind kind;
    int remote_closed;  /* the client sent END_STREAM */
    int responding;     /* response headers queued; DATA follows as windows allow */
    int local_closed;   /* trailers queued */
    int64_t window;
    const unsigned char *body; /* UNARY: the message, sent after its 5-byte gRPC prefix */
    uint32_t body_len;
    struct buf request, reply; /* REFLECTION: request bytes not yet used; framed replies */
    uint64_t sent;      /* of the prefix and body, or of reply */
};

struct conn {
    int fd;
    int preface_seen;
    int shutting_down;  /* the Shutdown answer is queued: flush it, then exit */
    unsigned char in[9 + FRAME_MAX];
    size_t in_len;
    struct buf out;
    size_t out_pos;
    struct table table;
    unsigned char *block;  /* header block being assembled from HEADERS + CONTINUATION */
    size_t block_len;
    uint32_t block_stream;
    int block_end_stream, in_block;
    uint32_t last_stream;
    int64_t window, initial_window;  /* send windows: connection, and a new stream's */
    struct stream streams[MAX_STREAMS];
    int stream_count;
};

static struct conn *conns[MAX_CONNS];
static int listen_fd = -1;

static void put_frame(struct conn *c, uint32_t len, int type, int flags, uint32_t stream, const void *payload)
{
    unsigned char h[9] = { (unsigned char)(len >> 16), (unsigned char)(len >> 8), (unsigned char)len,
                           (unsigned char)type, (unsigned char)flags,
                           (unsigned char)(stream >> 24 & 0x7f), (unsigned char)(stream >> 16),
                           (unsigned char)(stream >> 8), (unsigned char)stream };
    buf_append(&c->out, h, 9);
    if (payload) buf_append(&c->out, payload, len); /* else the caller appends the payload */
}

static void put_u32_frame(struct conn *c, int type, uint32_t stream, uint32_t v)
{
    unsigned char p[4] = { (unsigned char)(v >> 24), (unsigned char)(v >> 16), (unsigned char)(v >> 8), (unsigned char)v };
    put_frame(c, 4, type, 0, stream, p);
}

/* Queues GOAWAY; the caller then drops the connection. */
static int connection_error(struct conn *c, uint32_t code)
{
    unsigned char p[8] = { (unsigned char)(c->last_stream >> 24), (unsigned char)(c->last_stream >> 16),
                           (unsigned char)(c->last_stream >> 8), (unsigned char)c->last_stream,
                           (unsigned char)(code >> 24), (unsigned char)(code >> 16),
                           (unsigned char)(code >> 8), (unsigned char)code };
    put_frame(c, 8, GOAWAY, 0, 0, p);
    return -1;
}

static struct stream *find_stream(struct conn *c, uint32_t id)
{
    for (int i = 0; i < c->stream_count; i++)
        if (c->streams[i].id == id) return &c->streams[i];
    return NULL;
}

static void drop_stream(struct conn *c, struct stream *s)
{
    free(s->request.data);
    free(s->reply.data);
    *s = c->streams[--c->stream_count];
}

static void reset_stream(struct conn *c, uint32_t id, uint32_t code)
{
    struct stream *s = find_stream(c, id);
    if (s) drop_stream(c, s);
    put_u32_frame(c, RST_STREAM, id, code);
}

static void put_trailers(struct conn *c, uint32_t stream)
{
    unsigned char block[64];
    size_t n = put_field(block, "grpc-status", "0", 1);
    put_frame(c, (uint32_t)n, HEADERS, END_HEADERS | END_STREAM, stream, block);
}

/* Whether some path we serve is a method of the service that `path` (at least "/x/") names. */
static int known_service(const char *path, size_t prefix_len)
{
    for (size_t i = 0; i < route_count; i++)
        if (routes[i].path_len > prefix_len && memcmp(routes[i].path, path, prefix_len) == 0) return 1;
    const char *builtin[] = { SHUTDOWN_PATH, HELD_PATHS[0], HELD_PATHS[1], REFLECTION_PATHS[0], REFLECTION_PATHS[1] };
    for (size_t i = 0; i < sizeof builtin / sizeof *builtin; i++)
        if (strlen(builtin[i]) > prefix_len && memcmp(builtin[i], path, prefix_len) == 0) return 1;
    return 0;
}

/* grpc-go's wording, percent-encoded as grpc-message requires. */
static void put_unimplemented(struct conn *c, uint32_t stream, const char *path, size_t path_len)
{
    char raw[MESSAGE_PATH_MAX + 64], text[3 * sizeof raw];
    if (path_len > MESSAGE_PATH_MAX) path_len = MESSAGE_PATH_MAX;
    const char *slash = path_len > 1 && path[0] == '/' ? memchr(path + 1, '/', path_len - 1) : NULL;
    int n;
    if (!slash) {
        n = snprintf(raw, sizeof raw, "malformed method name: %.*s", (int)path_len, path);
    } else {
        int service_len = (int)(slash - path - 1);
        if (known_service(path, (size_t)service_len + 2))
            n = snprintf(raw, sizeof raw, "unknown method %.*s for service %.*s",
                         (int)(path + path_len - slash - 1), slash + 1, service_len, path + 1);
        else
            n = snprintf(raw, sizeof raw, "unknown service %.*s", service_len, path + 1);
    }
    if (n < 0) n = 0;
    if ((size_t)n >= sizeof raw) n = sizeof raw - 1;
    size_t len = 0;
    for (int i = 0; i < n; i++) {
        static const char hex[] = "0123456789ABCDEF";
        unsigned char ch = (unsigned char)raw[i];
        if (ch >= 0x20 && ch <= 0x7e && ch != '%') {
            text[len++] = (char)ch;
        } else {
            text[len++] = '%';
            text[len++] = hex[ch >> 4];
            text[len++] = hex[ch & 15];
        }
    }
    unsigned char block[sizeof text + 128];
    size_t b = put_response_head(block);
    b += put_field(block + b, "grpc-status", "12", 2);
    b += put_field(block + b, "grpc-message", text, len);
    put_frame(c, (uint32_t)b, HEADERS, END_HEADERS | END_STREAM, stream, block);
}

static void start_response(struct conn *c, struct stream *s)
{
    unsigned char block[64];
    put_frame(c, (uint32_t)put_response_head(block), HEADERS, END_HEADERS, s->id, block);
    s->responding = 1;
}

/* Queues response DATA as far as the windows and our output budget allow, then trailers. */
static void pump(struct conn *c)
{
    for (int i = 0; i < c->stream_count; i++) {
        struct stream *s = &c->streams[i];
        if (!s->responding || s->local_closed || s->kind == HELD) continue;
        uint64_t total = s->kind == REFLECTION ? s->reply.len : 5 + (uint64_t)s->body_len;
        while (s->sent < total && c->window > 0 && s->window > 0 && c->out.len - c->out_pos < OUT_HIGH_WATER) {
            int64_t n = (int64_t)(total - s->sent);
            if (n > FRAME_MAX) n = FRAME_MAX;
            if (n > c->window) n = c->window;
            if (n > s->window) n = s->window;
            unsigned char prefix[5] = { 0, (unsigned char)(s->body_len >> 24), (unsigned char)(s->body_len >> 16),
                                        (unsigned char)(s->body_len >> 8), (unsigned char)s->body_len };
            size_t head = s->sent < 5 ? (size_t)(5 - s->sent) : 0;
            if (head > (size_t)n) head = (size_t)n;
            put_frame(c, (uint32_t)n, DATA, 0, s->id, NULL);
            if (s->kind == REFLECTION) {
                buf_append(&c->out, s->reply.data + s->sent, (size_t)n);
            } else {
                buf_append(&c->out, prefix + (head ? s->sent : 0), head);
                if ((size_t)n > head) buf_append(&c->out, s->body + (s->sent + head - 5), (size_t)n - head);
            }
            s->sent += (uint64_t)n;
            c->window -= n;
            s->window -= n;
        }
        if (s->sent < total || (s->kind == REFLECTION && !s->remote_closed)) continue;
        put_trailers(c, s->id);
        s->local_closed = 1;
        if (s->kind == SHUTDOWN) c->shutting_down = 1;
        if (s->remote_closed) {
            drop_stream(c, s);
            i--;
        }
    }
}

static int is_one_of(const char *path, size_t len, const char *const paths[2])
{
    for (int i = 0; i < 2; i++)
        if (strlen(paths[i]) == len && memcmp(paths[i], path, len) == 0) return 1;
    return 0;
}

/*
 * One ServerReflectionRequest: the reply echoes its host (as valid_host) and the request,
 * and lists our services for list_services (field 7); anything else gets error_response.
 */
static int reflect(struct stream *s, const unsigned char *msg, size_t len)
{
    const unsigned char *host = NULL;
    size_t host_len = 0;
    int list = 0;
    for (size_t at = 0; at < len;) {
        uint64_t key = 0, value = 0;
        for (int shift = 0;; shift += 7) {
            if (at >= len || shift > 63) return -1;
            key |= (uint64_t)(msg[at] & 0x7f) << shift;
            if (!(msg[at++] & 0x80)) break;
        }
        unsigned type = (unsigned)(key & 7);
        if (type == 0 || type == 2) {
            for (int shift = 0;; shift += 7) {
                if (at >= len || shift > 63) return -1;
                value |= (uint64_t)(msg[at] & 0x7f) << shift;
                if (!(msg[at++] & 0x80)) break;
            }
        }
        if (type == 2) {
            if (value > len - at) return -1;
            if (key >> 3 == 1) {
                host = msg + at;
                host_len = (size_t)value;
            }
            if (key >> 3 == 7) list = 1;
            at += (size_t)value;
        } else if (type == 1 || type == 5) {
            if ((type == 1 ? 8u : 4u) > len - at) return -1;
            at += type == 1 ? 8 : 4;
        } else if (type != 0) {
            return -1;
        }
    }
    if (s->reply.len - s->sent > REPLY_BACKLOG_MAX) return -1;
    struct buf reply = { 0 };
    if (host_len) buf_field(&reply, 1, host, host_len);
    buf_field(&reply, 2, msg, len);
    const struct buf *answer = list ? &list_services_field : &error_field;
    buf_append(&reply, answer->data, answer->len);
    unsigned char prefix[5] = { 0, (unsigned char)(reply.len >> 24), (unsigned char)(reply.len >> 16),
                                (unsigned char)(reply.len >> 8), (unsigned char)reply.len };
    buf_append(&s->reply, prefix, 5);
    buf_append(&s->reply, reply.data, reply.len);
    free(reply.data);
    return reply.failed || s->reply.failed ? -1 : 0;
}

/* Request bytes of a reflection stream: answers every complete gRPC message. */
static int on_reflection_data(struct stream *s, const unsigned char *p, size_t len)
{
    if (len == 0) return 0;
    if (s->request.len + len > REQUEST_MAX) return -1;
    buf_append(&s->request, p, len);
    if (s->request.failed) return -1;
    size_t at = 0;
    while (s->request.len - at >= 5) {
        const unsigned char *m = s->request.data + at;
        uint32_t msg_len = get32(m + 1);
        if (m[0] != 0 || msg_len > REQUEST_MAX) return -1; /* we offered no compression */
        if (s->request.len - at - 5 < msg_len) break;
        if (reflect(s, m + 5, msg_len) < 0) return -1;
        at += 5 + (size_t)msg_len;
    }
    memmove(s->request.data, s->request.data + at, s->request.len - at);
    s->request.len -= at;
    return 0;
}

static void on_request(struct conn *c, uint32_t id, int end_stream, char *path, uint32_t path_len)
{
    if (!path) {
        reset_stream(c, id, PROTOCOL_ERROR);
        return;
    }
    const struct route *route = NULL;
    enum kind kind;
    if (path_len == sizeof SHUTDOWN_PATH - 1 && memcmp(path, SHUTDOWN_PATH, path_len) == 0) {
        kind = SHUTDOWN;
    } else if ((route = find_route(path, path_len)) != NULL) {
        kind = UNARY;
    } else if (is_one_of(path, path_len, HELD_PATHS)) {
        kind = HELD;
    } else if (is_one_of(path, path_len, REFLECTION_PATHS)) {
        kind = REFLECTION;
    } else { /* trailers-only, at once, as grpc-go does; later frames of the stream are ignored */
        put_unimplemented(c, id, path, path_len);
        return;
    }
    if (c->stream_count == MAX_STREAMS) {
        put_u32_frame(c, RST_STREAM, id, REFUSED_STREAM);
        return;
    }
    struct stream *s = &c->streams[c->stream_count++];
    memset(s, 0, sizeof *s);
    s->id = id;
    s->kind = kind;
    s->remote_closed = end_stream;
    s->window = c->initial_window;
    if (route) {
        s->body = route->body;
        s->body_len = route->body_len;
    }
    /* Streaming calls get their headers now; unary ones once the request is complete. */
    if (kind == HELD || kind == REFLECTION || end_stream) start_response(c, s);
}

static int end_headers(struct conn *c)
{
    char *path;
    uint32_t path_len = 0;
    int rc = decode_block(&c->table, c->block, c->block_len, &path, &path_len);
    c->in_block = 0;
    c->block_len = 0;
    if (rc < 0) {
        free(path);
        return connection_error(c, COMPRESSION_ERROR);
    }
    uint32_t id = c->block_stream;
    struct stream *s = find_stream(c, id);
    if (s) { /* the client's trailers: they must end its side */
        free(path);
        if (!c->block_end_stream || s->remote_closed) return connection_error(c, PROTOCOL_ERROR);
        s->remote_closed = 1;
        if (!s->responding) start_response(c, s);
        return 0;
    }
    if (id % 2 == 0 || id <= c->last_stream) {
        free(path);
        return connection_error(c, PROTOCOL_ERROR);
    }
    c->last_stream = id;
    on_request(c, id, c->block_end_stream, path, path_len);
    free(path);
    return 0;
}

static int append_block(struct conn *c, const unsigned char *p, size_t len)
{
    if (c->block_len + len > HEADER_BLOCK_MAX) return -1;
    if (!c->block && !(c->block = malloc(HEADER_BLOCK_MAX))) return -1;
    memcpy(c->block + c->block_len, p, len);
    c->block_len += len;
    return 0;
}

/* Strips PADDED padding in place; -1 if the pad length is impossible. */
static int unpad(int flags, const unsigned char **p, uint32_t *len)
{
    if (!(flags & PADDED)) return 0;
    if (*len < 1 || (*p)[0] >= *len) return -1;
    *len -= 1u + (*p)[0];
    (*p)++;
    return 0;
}

static int on_frame(struct conn *c, int type, int flags, uint32_t id, const unsigned char *p, uint32_t len)
{
    if (c->in_block && (type != CONTINUATION || id != c->block_stream)) return connection_error(c, PROTOCOL_ERROR);
    switch (type) {
    case DATA: {
        if (id == 0) return connection_error(c, PROTOCOL_ERROR);
        if (id > c->last_stream) return connection_error(c, PROTOCOL_ERROR);
        uint32_t flow = len;
        if (unpad(flags, &p, &len) < 0) return connection_error(c, PROTOCOL_ERROR);
        /* Request bodies are tiny and dropped: hand their flow-control credit straight back. */
        if (flow) put_u32_frame(c, WINDOW_UPDATE, 0, flow);
        struct stream *s = find_stream(c, id);
        if (!s) return 0; /* a stream we already finished */
        if (s->remote_closed) {
            reset_stream(c, id, STREAM_CLOSED);
            return 0;
        }
        if (s->kind == REFLECTION && on_reflection_data(s, p, len) < 0) {
            reset_stream(c, id, INTERNAL_ERROR);
            return 0;
        }
        if (flags & END_STREAM) {
            s->remote_closed = 1;
            if (!s->responding) start_response(c, s);
            else if (s->local_closed) drop_stream(c, s);
        } else if (flow) {
            put_u32_frame(c, WINDOW_UPDATE, id, flow);
        }
        return 0;
    }
    case HEADERS:
        if (id == 0) return connection_error(c, PROTOCOL_ERROR);
        if (unpad(flags, &p, &len) < 0) return connection_error(c, PROTOCOL_ERROR);
        if (flags & PRIORITY_FLAG) {
            if (len < 5) return connection_error(c, FRAME_SIZE_ERROR);
            p += 5;
            len -= 5;
        }
        c->block_stream = id;
        c->block_end_stream = flags & END_STREAM;
        c->block_len = 0;
        if (append_block(c, p, len) < 0) return connection_error(c, COMPRESSION_ERROR);
        if (flags & END_HEADERS) return end_headers(c);
        c->in_block = 1;
        return 0;
    case CONTINUATION:
        if (!c->in_block) return connection_error(c, PROTOCOL_ERROR);
        if (append_block(c, p, len) < 0) return connection_error(c, COMPRESSION_ERROR);
        return flags & END_HEADERS ? end_headers(c) : 0;
    case PRIORITY:
        if (id == 0) return connection_error(c, PROTOCOL_ERROR);
        return len == 5 ? 0 : connection_error(c, FRAME_SIZE_ERROR);
    case RST_STREAM: {
        if (id == 0 || id > c->last_stream) return connection_error(c, PROTOCOL_ERROR);
        if (len != 4) return connection_error(c, FRAME_SIZE_ERROR);
        struct stream *s = find_stream(c, id);
        if (s) drop_stream(c, s);
        return 0;
    }
    case SETTINGS:
        if (id != 0) return connection_error(c, PROTOCOL_ERROR);
        if (flags & ACK) return len == 0 ? 0 : connection_error(c, FRAME_SIZE_ERROR);
        if (len % 6) return connection_error(c, FRAME_SIZE_ERROR);
        for (uint32_t at = 0; at < len; at += 6) {
            uint32_t key = (uint32_t)p[at] << 8 | p[at + 1], value = get32(p + at + 2);
            if (key == 2 && value > 1) return connection_error(c, PROTOCOL_ERROR);
            if (key == 5 && (value < FRAME_MAX || value > 0xffffff)) return connection_error(c, PROTOCOL_ERROR);
            if (key == 4) { /* INITIAL_WINDOW_SIZE moves every stream's window by the difference */
                if (value > WINDOW_MAX) return connection_error(c, FLOW_CONTROL_ERROR);
                int64_t delta = (int64_t)value - c->initial_window;
                for (int i = 0; i < c->stream_count; i++) {
                    c->streams[i].window += delta;
                    if (c->streams[i].window > WINDOW_MAX) return connection_error(c, FLOW_CONTROL_ERROR);
                }
                c->initial_window = value;
            }
            /* HEADER_TABLE_SIZE only bounds an encoder's table, and ours indexes nothing. */
        }
        put_frame(c, 0, SETTINGS, ACK, 0, NULL);
        return 0;
    case PUSH_PROMISE:
        return connection_error(c, PROTOCOL_ERROR);
    case PING:
        if (id != 0) return connection_error(c, PROTOCOL_ERROR);
        if (len != 8) return connection_error(c, FRAME_SIZE_ERROR);
        if (!(flags & ACK)) put_frame(c, 8, PING, ACK, 0, p);
        return 0;
    case GOAWAY:
        if (id != 0) return connection_error(c, PROTOCOL_ERROR);
        return len >= 8 ? 0 : connection_error(c, FRAME_SIZE_ERROR);
    case WINDOW_UPDATE: {
        if (len != 4) return connection_error(c, FRAME_SIZE_ERROR);
        uint32_t increment = get32(p) & 0x7fffffff;
        if (id == 0) {
            if (increment == 0) return connection_error(c, PROTOCOL_ERROR);
            c->window += increment;
            if (c->window > WINDOW_MAX) return connection_error(c, FLOW_CONTROL_ERROR);
            return 0;
        }
        if (id > c->last_stream) return connection_error(c, PROTOCOL_ERROR);
        struct stream *s = find_stream(c, id);
        if (!s) return 0;
        if (increment == 0) reset_stream(c, id, PROTOCOL_ERROR);
        else if ((s->window += increment) > WINDOW_MAX) reset_stream(c, id, FLOW_CONTROL_ERROR);
        return 0;
    }
    default:
        return 0; /* unknown frame types are ignored (§4.1) */
    }
}

/* Consumes the preface and every complete frame in the input buffer; -1 drops the connection. */
static int on_input(struct conn *c)
{
    size_t at = 0;
    if (!c->preface_seen) {
        size_t n = c->in_len < PREFACE_LEN ? c->in_len : PREFACE_LEN;
        if (memcmp(c->in, PREFACE, n) != 0) return connection_error(c, PROTOCOL_ERROR);
        if (c->in_len < PREFACE_LEN) return 0;
        c->preface_seen = 1;
        at = PREFACE_LEN;
    }
    int rc = 0;
    while (rc == 0 && c->in_len - at >= 9) {
        const unsigned char *h = c->in + at;
        uint32_t len = (uint32_t)h[0] << 16 | (uint32_t)h[1] << 8 | h[2];
        if (len > FRAME_MAX) {
            rc = connection_error(c, FRAME_SIZE_ERROR);
            break;
        }
        if (c->in_len - at < 9 + (size_t)len) break;
        rc = on_frame(c, h[3], h[4], get32(h + 5) & 0x7fffffff, h + 9, len);
        at += 9 + (size_t)len;
    }
    memmove(c->in, c->in + at, c->in_len - at);
    c->in_len -= at;
    pump(c);
    return c->out.failed ? -1 : rc;
}

/* Writes what the socket takes now; -1 if the peer is gone. */
static int flush(struct conn *c)
{
    while (c->out_pos < c->out.len) {
        ssize_t n = send(c->fd, c->out.data + c->out_pos, c->out.len - c->out_pos, MSG_NOSIGNAL);
        if (n < 0) return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR ? 0 : -1;
        c->out_pos += (size_t)n;
    }
    c->out_pos = c->out.len = 0;
    return 0;
}

static void close_conn(int i)
{
    struct conn *c = conns[i];
    close(c->fd);
    table_clear(&c->table);
    while (c->stream_count) drop_stream(c, &c->streams[0]);
    free(c->block);
    free(c->out.data);
    free(c);
    conns[i] = NULL;
}


/* Shutdown: deliver the answer (within a second), drop every connection, remove the socket, exit 0. */
static void finish(struct conn *c)
{
    struct timespec start, now;
    clock_gettime(CLOCK_MONOTONIC, &start);
    while (c->out_pos < c->out.len && flush(c) == 0) {
        clock_gettime(CLOCK_MONOTONIC, &now);
        long left = 1000 - (now.tv_sec - start.tv_sec) * 1000 - (now.tv_nsec - start.tv_nsec) / 1000000;
        if (left <= 0) break;
        struct pollfd pfd = { c->fd, POLLOUT, 0 };
        poll(&pfd, 1, (int)left);
    }
    for (int i = 0; i < MAX_CONNS; i++) {
        if (!conns[i]) continue;
        /* Unread input at close would turn the peer's end into ECONNRESET instead of EOF. */
        while (recv(conns[i]->fd, conns[i]->in, sizeof conns[i]->in, 0) > 0) continue;
        close(conns[i]->fd);
    }
    close(listen_fd);
    remove_socket();
    exit(0);
}

static void accept_conn(void)
{
    int fd = accept(listen_fd, NULL, NULL);
    if (fd < 0) return;
    int slot = 0;
    while (slot < MAX_CONNS && conns[slot]) slot++;
    struct conn *c = slot < MAX_CONNS ? calloc(1, sizeof *c) : NULL;
    if (!c) {
        close(fd);
        return;
    }
    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
    fcntl(fd, F_SETFD, FD_CLOEXEC);
    c->fd = fd;
    c->window = c->initial_window = 65535;
    c->table.max_size = TABLE_MAX;
    /* Server preface: SETTINGS_MAX_CONCURRENT_STREAMS (3); everything else stays default. */
    unsigned char settings[6] = { 0, 3, 0, 0, MAX_STREAMS >> 8, MAX_STREAMS & 0xff };
    put_frame(c, 6, SETTINGS, 0, 0, settings);
    conns[slot] = c;
    flush(c);
}

static void on_readable(int i)
{
    struct conn *c = conns[i];
    ssize_t n = recv(c->fd, c->in + c->in_len, sizeof c->in - c->in_len, 0);
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)) return;
    if (n <= 0) { /* the host hung up; keep serving others until Shutdown or a signal */
        close_conn(i);
        return;
    }
    c->in_len += (size_t)n;
    if (on_input(c) < 0) {
        flush(c);
        close_conn(i);
        return;
    }
    if (flush(c) < 0) {
        close_conn(i);
        return;
    }
    if (c->shutting_down) finish(c);
}

static void on_writable(int i)
{
    struct conn *c = conns[i];
    if (flush(c) < 0) {
        close_conn(i);
        return;
    }
    pump(c); /* more DATA may have been waiting for room */
    if (c->out.failed || flush(c) < 0) close_conn(i);
    else if (c->shutting_down) finish(c);
}

static int compare_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The reflection answers: every service we serve, sorted as grpc-go lists them, and the error for other requests. */
static void reflection_init(void)
{
    size_t count = 0, builtins = 5;
    char **names = calloc(route_count + builtins, sizeof *names);
    if (!names) die("out of memory", NULL);
    const char *builtin[] = { SHUTDOWN_PATH, HELD_PATHS[0], HELD_PATHS[1], REFLECTION_PATHS[0], REFLECTION_PATHS[1] };
    for (size_t i = 0; i < route_count + builtins; i++) {
        const char *path = i < builtins ? builtin[i] : (const char *)routes[i - builtins].path;
        size_t len = i < builtins ? strlen(path) : routes[i - builtins].path_len;
        const char *slash = len > 1 ? memchr(path + 1, '/', len - 1) : NULL;
        if (!slash) continue;
        size_t name_len = (size_t)(slash - path - 1);
        int seen = 0;
        for (size_t k = 0; k < count && !seen; k++) seen = strlen(names[k]) == name_len && memcmp(names[k], path + 1, name_len) == 0;
        if (seen) continue;
        if (!(names[count] = malloc(name_len + 1))) die("out of memory", NULL);
        memcpy(names[count], path + 1, name_len);
        names[count++][name_len] = '\0';
    }
    qsort(names, count, sizeof *names, compare_names);
    struct buf list = { 0 }, service = { 0 }, error = { 0 };
    for (size_t i = 0; i < count; i++) {
        service.len = 0;
        buf_field(&service, 1, names[i], strlen(names[i])); /* ServiceResponse.name */
        buf_field(&list, 1, service.data, service.len);       /* ListServiceResponse.service */
        free(names[i]);
    }
    free(names);
    buf_field(&list_services_field, 6, list.data, list.len);
    static const char message[] = "not supported by native-plugin";
    buf_varint(&error, 1 << 3 | 0); /* ErrorResponse.error_code: NOT_FOUND */
    buf_varint(&error, 5);
    buf_field(&error, 2, message, sizeof message - 1);
    buf_field(&error_field, 7, error.data, error.len);
    if (list.failed || service.failed || error.failed || list_services_field.failed || error_field.failed) die("out of memory", NULL);
    free(list.data);
    free(service.data);
    free(error.data);
}

static void on_sigterm(int sig)
{
    (void)sig;
    remove_socket();
    _exit(143);
}

static uint64_t random_u64(void)
{
    uint64_t v = 0;
    int fd = open("/dev/urandom", O_RDONLY);
    if (fd < 0 || read(fd, &v, sizeof v) != (ssize_t)sizeof v) v = (uint64_t)time(NULL) * 2654435761u ^ (uint64_t)getpid();
    if (fd >= 0) close(fd);
    return v;
}

/* go-plugin's place: $PLUGIN_UNIX_SOCKET_DIR, else os.TempDir() ($TMPDIR, else /tmp). */
static void listen_unix(void)
{
    const char *dir = getenv("PLUGIN_UNIX_SOCKET_DIR");
    if (!dir || !*dir) dir = getenv("TMPDIR");
    if (!dir || !*dir) dir = "/tmp";
    listen_fd = socket(AF_UNIX, SOCK_STREAM, 0);
    if (listen_fd < 0) die("socket", strerror(errno));
    for (int attempt = 0;; attempt++) {
        struct sockaddr_un addr;
        memset(&addr, 0, sizeof addr);
        addr.sun_family = AF_UNIX;
        uint64_t digits = 1000000000u + random_u64() % 9000000000u;
        int n = snprintf(addr.sun_path, sizeof addr.sun_path, "%s/plugin%llu", dir, (unsigned long long)digits);
        if (n < 0 || (size_t)n >= sizeof addr.sun_path) die("socket path too long", dir);
        memcpy(socket_path, addr.sun_path, sizeof socket_path); /* before bind: SIGTERM may come at any time */
        if (bind(listen_fd, (struct sockaddr *)&addr, sizeof addr) == 0) break;
        if (errno != EADDRINUSE || attempt == 10) {
            socket_path[0] = '\0';
            die(addr.sun_path, strerror(errno));
        }
    }
    if (listen(listen_fd, 16) < 0) die("listen", strerror(errno));
    fcntl(listen_fd, F_SETFL, fcntl(listen_fd, F_GETFL) | O_NONBLOCK);
    fcntl(listen_fd, F_SETFD, FD_CLOEXEC);
}

static void write_all(int fd, const char *text, size_t len)
{
    while (len > 0) {
        ssize_t n = write(fd, text, len);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return;
        text += n;
        len -= (size_t)n;
    }
}

int main(int argc, char **argv)
{
    /* The data file is argv[1], or this executable's own path + ".wire", so each copy has its own. */
    char path[4096 + 6];
    if (argc > 1) {
        snprintf(path, sizeof path, "%s", argv[1]);
    } else {
        ssize_t n = readlink("/proc/self/exe", path, 4096);
        if (n < 0 || n >= 4096) die("cannot resolve /proc/self/exe", n < 0 ? strerror(errno) : "path too long");
        memcpy(path + n, ".wire", 6);
    }
    load_data(path);
    if (marker_path) {
        char pid[32];
        int fd = open(marker_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (fd < 0) die(marker_path, strerror(errno));
        write_all(fd, pid, (size_t)snprintf(pid, sizeof pid, "%ld\n", (long)getpid()));
        close(fd);
    }
    const char *cookie = getenv(COOKIE_KEY);
    if (!cookie || strcmp(cookie, COOKIE_VALUE) != 0) {
        write_all(2, NOT_A_PROGRAM, sizeof NOT_A_PROGRAM - 1);
        return 1;
    }

    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sigemptyset(&sa.sa_mask);
    sa.sa_handler = on_sigterm;
    sigaction(SIGTERM, &sa, NULL);
    sa.sa_handler = SIG_IGN;
    sigaction(SIGINT, &sa, NULL); /* go-plugin plugins ignore SIGINT */
    sigaction(SIGPIPE, &sa, NULL);

    huffman_init();
    reflection_init();
    listen_unix();
    char line[sizeof socket_path + 32];
    write_all(1, line, (size_t)snprintf(line, sizeof line, "1|1|unix|%s|grpc|\n", socket_path));

    for (;;) {
        struct pollfd fds[MAX_CONNS + 1];
        int owner[MAX_CONNS + 1], n = 0;
        fds[n].fd = listen_fd;
        fds[n].events = POLLIN;
        owner[n++] = -1;
        for (int i = 0; i < MAX_CONNS; i++) {
            if (!conns[i]) continue;
            fds[n].fd = conns[i]->fd;
            fds[n].events = POLLIN | (conns[i]->out_pos < conns[i]->out.len ? POLLOUT : 0);
            owner[n++] = i;
        }
        if (poll(fds, (nfds_t)n, -1) < 0) {
            if (errno == EINTR) continue;
            die("poll", strerror(errno));
        }
        for (int k = 0; k < n; k++) {
            short ev = fds[k].revents;
            if (!ev) continue;
            if (owner[k] < 0) {
                accept_conn();
                continue;
            }
            if ((ev & POLLOUT) && conns[owner[k]]) on_writable(owner[k]);
            if (conns[owner[k]] && (ev & (POLLIN | POLLHUP | POLLERR))) on_readable(owner[k]);
        }
    }
}
