import { useEffect, useRef, useState } from 'react';

/**
 * State of a masked text field whose form value is complete (a valid date or time) or null while it is typed.
 * The text the user is typing lives here; the form sees null until it parses. On blur the text is normalised;
 * text that does not parse is cleared (spec 000 §5, wrong-length times, dates out of the field's range) or, when
 * `manter(texto)` says so (an impossible date, issue 16), kept as typed and handed to the form as it is, so the
 * field's rule says "… deve ser uma data válida." instead of wiping it and answering "… é obrigatório".
 */
export function useMaskedValue(
  value: string | null | undefined,
  onChange: ((value: string | null) => void) | undefined,
  paraTexto: (valor: string) => string,
  interpretar: (texto: string) => string | null,
  opcoes: { manter?: (texto: string) => boolean } = {},
) {
  const atual = value ?? null;
  const [texto, setTexto] = useState(() => (atual ? paraTexto(atual) : ''));
  // What we last told the form: a value coming back equal to it must not overwrite the half-typed text.
  const emitido = useRef(atual);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only an outside change of the value rewrites the text
  useEffect(() => {
    if (atual === emitido.current) return;
    emitido.current = atual;
    setTexto(atual ? paraTexto(atual) : '');
  }, [atual]);

  const emitir = (valor: string | null) => {
    if (valor === emitido.current) return;
    emitido.current = valor;
    onChange?.(valor);
  };

  return {
    texto,
    digitar(novo: string) {
      setTexto(novo);
      emitir(interpretar(novo));
    },
    sair() {
      const valor = interpretar(texto);
      if (!valor && texto.trim() && opcoes.manter?.(texto)) {
        emitir(texto);
        return;
      }
      setTexto(valor ? paraTexto(valor) : '');
      emitir(valor);
    },
    escolher(valor: string) {
      setTexto(paraTexto(valor));
      emitir(valor);
    },
  };
}
