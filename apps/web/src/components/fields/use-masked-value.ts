import { useEffect, useRef, useState } from 'react';

/**
 * State of a masked text field whose form value is only ever complete (a valid date or time) or
 * null. The text the user is typing lives here; the form sees null until it parses. On blur the
 * text is normalised, or cleared when it does not parse (spec 000 §5: invalid dates and
 * wrong-length times are cleared on leaving the field).
 */
export function useMaskedValue(
  value: string | null | undefined,
  onChange: ((value: string | null) => void) | undefined,
  paraTexto: (valor: string) => string,
  interpretar: (texto: string) => string | null,
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
      setTexto(valor ? paraTexto(valor) : '');
      emitir(valor);
    },
    escolher(valor: string) {
      setTexto(paraTexto(valor));
      emitir(valor);
    },
  };
}
