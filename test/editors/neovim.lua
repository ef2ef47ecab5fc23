-- Driven by test/editors/neovim.test.ts: Neovim's built-in LSP client (0.7) against
-- `harness-lint lsp --stdio`, started by docs/editors.md's Neovim 0.7 recipe ($HL_RECIPE, run as
-- a user's init.lua would be). Opens $HL_FILE, waits for $HL_DIAGNOSTICS diagnostics, asks for
-- the outline, a definition, completion and code actions, formats the buffer after an unsaved edit
-- (as format on save does), and writes what it got as JSON to $HL_OUT.
local file, out_path = os.getenv('HL_FILE'), os.getenv('HL_OUT')
local out = { errors = {} }
local function finish()
  vim.fn.writefile({ vim.fn.json_encode(out) }, out_path)
  vim.cmd('qall!')
end
local ok, err = pcall(function()
  dofile(os.getenv('HL_RECIPE'))
  vim.cmd('edit ' .. vim.fn.fnameescape(file))
  local bufnr = vim.api.nvim_get_current_buf()
  -- The recipe's client joins the buffer once the server has answered `initialize`.
  vim.wait(20000, function() return next(vim.lsp.buf_get_clients(bufnr)) ~= nil end, 20)
  local client = ({ next(vim.lsp.buf_get_clients(bufnr)) })[2]
  if not client then error('the recipe attached no client') end
  out.command = client.config.cmd
  local count = tonumber(os.getenv('HL_DIAGNOSTICS'))
  out.attached = vim.wait(20000, function() return #vim.diagnostic.get(bufnr) >= count end, 20)
  out.diagnostics = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    table.insert(out.diagnostics, { lnum = d.lnum, col = d.col, end_lnum = d.end_lnum, end_col = d.end_col, code = d.user_data and d.user_data.lsp and d.user_data.lsp.code or d.code, message = d.message, severity = d.severity })
  end
  local uri = vim.uri_from_bufnr(bufnr)
  local function request(method, params)
    local res = client.request_sync(method, params, 10000, bufnr)
    if not res then return vim.NIL end
    if res.err then return { error = res.err.message } end
    return res.result or vim.NIL
  end
  out.symbols = request('textDocument/documentSymbol', { textDocument = { uri = uri } })
  local pos = vim.fn.json_decode(os.getenv('HL_DEFINITION_AT'))
  out.definition = request('textDocument/definition', { textDocument = { uri = uri }, position = pos })
  local cpos = vim.fn.json_decode(os.getenv('HL_COMPLETION_AT'))
  out.completion = request('textDocument/completion', { textDocument = { uri = uri }, position = cpos })
  -- Neovim 0.7 keeps the server's diagnostic without its range: rebuild it from the byte
  -- columns, in UTF-16 as the server negotiated.
  local first = vim.diagnostic.get(bufnr)[1]
  local lsp_diag = first and vim.deepcopy(first.user_data and first.user_data.lsp or {})
  if first then
    local function position(lnum, col)
      local line = vim.api.nvim_buf_get_lines(bufnr, lnum, lnum + 1, false)[1] or ''
      local _, utf16 = vim.str_utfindex(line, col)
      return { line = lnum, character = utf16 }
    end
    lsp_diag.range = { start = position(first.lnum, first.col), ['end'] = position(first.end_lnum, first.end_col) }
  end
  out.code_actions = request('textDocument/codeAction', {
    textDocument = { uri = uri },
    range = lsp_diag and lsp_diag.range or { start = { line = 0, character = 0 }, ['end'] = { line = 0, character = 0 } },
    context = { diagnostics = lsp_diag and { lsp_diag } or {} },
  })
  -- An unsaved line out of place, then "format document" (what docs/editors.md's format on save calls in 0.7).
  vim.api.nvim_buf_set_lines(bufnr, 16, 17, false, { 'action    =   "ask"' })
  -- Past the client's debounce of text changes, so the server has the edit.
  vim.wait(500, function() return false end, 20)
  vim.lsp.buf.formatting_sync(nil, 10000)
  out.formatted = vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)
  client.stop()
  vim.wait(5000, function() return client.is_stopped() end, 20)
end)
if not ok then table.insert(out.errors, tostring(err)) end
finish()
