;;; emacs.el --- driven by test/editors/emacs.test.ts  -*- lexical-binding: t -*-
;; Emacs (batch) with eglot against `harness-lint lsp --stdio`, started by docs/editors.md's
;; Emacs recipes ($HL_RECIPES, loaded as a user's init.el would be, after the packages are
;; activated as at start-up). Opens $HL_FILE, runs the hook eglot-ensure left for the command
;; loop, waits for $HL_DIAGNOSTICS Flymake diagnostics, asks for hover, completion and a
;; definition, and writes what it got as JSON to $HL_OUT, with every warning Emacs displayed.
(require 'json)
(defvar hl-out (list (cons 'errors [])))
(defvar hl-warnings nil)
(advice-add 'display-warning :before
            (lambda (_type message &optional level &rest _)
              ;; Flymake logs its progress as :debug warnings; keep what a user would see.
              (unless (memq level '(:debug :info)) (push (format "%s" message) hl-warnings))))

(defun hl-put (key value) (push (cons key value) hl-out))

(defun hl-wait (predicate seconds)
  "Let the server's answers in until PREDICATE holds or SECONDS pass; return its value."
  (let ((deadline (+ (float-time) seconds)) value)
    (while (and (not (setq value (funcall predicate))) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    value))

(defun hl-position (pos)
  "POS as 0-based line and character (code point) column."
  (save-excursion
    (goto-char pos)
    ;; Characters from the line's start: current-column would count display width (😀 is 2).
    (list (cons 'line (1- (line-number-at-pos))) (cons 'character (- pos (line-beginning-position))))))

(defun hl-goto (line character)
  (goto-char (point-min))
  (forward-line line)
  (forward-char character))

(condition-case err
    (progn
      (package-initialize)
      (load (getenv "HL_RECIPES") nil t)
      (find-file (getenv "HL_FILE"))
      (hl-put 'mode (symbol-name major-mode))
      ;; eglot-ensure connects from post-command-hook: this is the command loop's turn.
      (run-hooks 'post-command-hook)
      (let ((server (hl-wait #'eglot-current-server 20)))
        (unless server (error "The recipe started no server"))
        (hl-put 'command (vconcat (process-command (jsonrpc--process server))))
        (flymake-start)
        (let ((count (string-to-number (getenv "HL_DIAGNOSTICS"))))
          (hl-wait (lambda () (>= (length (flymake-diagnostics)) count)) 20))
        (hl-put 'diagnostics
                (vconcat
                 (mapcar (lambda (d)
                           (list (cons 'start (hl-position (flymake-diagnostic-beg d)))
                                 (cons 'end (hl-position (flymake-diagnostic-end d)))
                                 (cons 'type (symbol-name (flymake-diagnostic-type d)))
                                 (cons 'text (flymake-diagnostic-text d))))
                         (sort (flymake-diagnostics)
                               (lambda (a b) (< (flymake-diagnostic-beg a) (flymake-diagnostic-beg b)))))))
        (let ((at (json-read-from-string (getenv "HL_HOVER_AT"))))
          (hl-goto (alist-get 'line at) (alist-get 'character at))
          (hl-put 'hover (plist-get (plist-get (jsonrpc-request server :textDocument/hover
                                                                (eglot--TextDocumentPositionParams))
                                               :contents)
                                    :value)))
        (let ((at (json-read-from-string (getenv "HL_DEFINITION_AT"))))
          (hl-goto (alist-get 'line at) (alist-get 'character at))
          (hl-put 'definition
                  (vconcat
                   (mapcar (lambda (item)
                             (let ((loc (xref-item-location item)))
                               (list (cons 'line (1- (xref-file-location-line loc)))
                                     (cons 'character (xref-file-location-column loc)))))
                           (xref-backend-definitions 'eglot (xref-backend-identifier-at-point 'eglot))))))
        (let ((at (json-read-from-string (getenv "HL_COMPLETION_AT"))))
          (hl-goto (alist-get 'line at) (alist-get 'character at))
          (let ((capf (eglot-completion-at-point)))
            (hl-put 'completion (vconcat (all-completions "" (nth 2 capf))))))
        (eglot-shutdown server)))
  (error (hl-put 'errors (vector (error-message-string err)))))
(hl-put 'warnings (vconcat (reverse hl-warnings)))
(with-temp-file (getenv "HL_OUT") (insert (json-encode hl-out)))
(kill-emacs 0)
