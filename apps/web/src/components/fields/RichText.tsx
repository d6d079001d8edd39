import { BoldOutlined, ItalicOutlined, OrderedListOutlined, UnderlineOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';
import DOMPurify from 'dompurify';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { ContadorRestante } from './TextArea';

/** The formatting the toolbar can produce; anything else (styles, scripts, links) is dropped. */
const PERMITIDO = { ALLOWED_TAGS: ['b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'p', 'div', 'br'], ALLOWED_ATTR: [] as string[] };

export const sanitizarHtml = (html: string) => DOMPurify.sanitize(html, PERMITIDO);

/** Text the user reads: tags stripped and trimmed, as the max_without_html rule counts it (spec 000 §5). */
export function textoSemHtml(html: string): string {
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').trim();
}

const COMANDOS: { comando: string; rotulo: string; icone: ReactNode }[] = [
  { comando: 'bold', rotulo: 'Negrito', icone: <BoldOutlined /> },
  { comando: 'italic', rotulo: 'Itálico', icone: <ItalicOutlined /> },
  { comando: 'underline', rotulo: 'Sublinhado', icone: <UnderlineOutlined /> },
  { comando: 'insertUnorderedList', rotulo: 'Lista', icone: <UnorderedListOutlined /> },
  { comando: 'insertOrderedList', rotulo: 'Lista numerada', icone: <OrderedListOutlined /> },
];

export interface RichTextProps {
  /** Sanitised HTML ('' when there is no text). */
  value?: string | null;
  onChange?: (html: string) => void;
  /** Counted without HTML: 'Caracteres restantes' shows max minus the visible characters. */
  max?: number;
  id?: string;
  'aria-label'?: string;
  disabled?: boolean;
  /** Editor height in px. */
  altura?: number;
}

/**
 * A small rich-text editor (contentEditable and the browser's editing commands, no extra
 * dependency). What leaves it is always sanitised with DOMPurify; pasting inserts plain text.
 */
export function RichText({ value, onChange, max, id, 'aria-label': ariaLabel, disabled, altura = 120 }: RichTextProps) {
  const { token } = theme.useToken();
  const editor = useRef<HTMLDivElement>(null);
  const emitido = useRef<string | null>(null);
  const [interno, setInterno] = useState(value ?? '');
  const [rotuloId, setRotuloId] = useState<string>();
  const contadorId = useId();
  const html = value ?? interno;

  // Writing innerHTML moves the caret, so only a value that did not come from typing is written.
  useEffect(() => {
    const el = editor.current;
    if (!el || (value ?? '') === emitido.current) return;
    emitido.current = value ?? '';
    el.innerHTML = sanitizarHtml(value ?? '');
  }, [value]);

  // A contentEditable div is not labellable by <label for>: point aria-labelledby at Form.Item's label.
  useEffect(() => {
    if (!id || ariaLabel) return;
    const label = document.querySelector<HTMLLabelElement>(`label[for="${id.replace(/"/g, '\\"')}"]`);
    if (!label) return;
    label.id ||= `${id}_rotulo`;
    setRotuloId(label.id);
  }, [id, ariaLabel]);

  const emitir = () => {
    const el = editor.current;
    if (!el) return;
    const limpo = sanitizarHtml(el.innerHTML);
    const final = textoSemHtml(limpo) === '' ? '' : limpo;
    emitido.current = final;
    setInterno(final);
    onChange?.(final);
  };

  const executar = (comando: string, argumento?: string) => {
    // execCommand is the only editing API browsers share; jsdom lacks it.
    if (typeof document.execCommand === 'function') document.execCommand(comando, false, argumento);
    emitir();
  };

  return (
    <div>
      <Flex gap={4} role="toolbar" aria-label="Formatação" style={{ marginBottom: 4 }}>
        {COMANDOS.map(({ comando, rotulo, icone }) => (
          <Button
            key={comando}
            size="small"
            type="text"
            icon={icone}
            aria-label={rotulo}
            title={rotulo}
            disabled={disabled}
            // keeps the selection in the editor
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => executar(comando)}
          />
        ))}
      </Flex>
      {/* biome-ignore lint/a11y/useSemanticElements: a textarea cannot hold formatting; contentEditable with role textbox is the ARIA pattern */}
      <div
        ref={editor}
        id={id}
        role="textbox"
        tabIndex={disabled ? -1 : 0}
        aria-multiline="true"
        aria-label={ariaLabel}
        aria-labelledby={ariaLabel ? undefined : rotuloId}
        aria-describedby={max !== undefined ? contadorId : undefined}
        aria-disabled={disabled || undefined}
        contentEditable={!disabled}
        suppressContentEditableWarning
        onInput={emitir}
        onPaste={(e) => {
          e.preventDefault();
          executar('insertText', e.clipboardData.getData('text/plain'));
        }}
        style={{
          minHeight: altura,
          padding: '4px 11px',
          border: `1px solid ${token.colorBorder}`,
          borderRadius: token.borderRadius,
          background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
          overflowY: 'auto',
          outline: 'none',
        }}
      />
      {max !== undefined && <ContadorRestante id={contadorId} restantes={max - textoSemHtml(html).length} />}
    </div>
  );
}
