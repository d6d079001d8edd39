import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * A function key for the screen's main action (F2: "Chamar próxima"). The latest handler always runs (no
 * stale closure), a held key does not repeat the action, and it is off while `ativo` is false (a dialog open).
 */
export function useAtalho(tecla: string, acao: () => void, ativo: boolean) {
  const atual = useRef(acao);
  useLayoutEffect(() => {
    atual.current = acao;
  });
  useEffect(() => {
    if (!ativo) return;
    const aoTeclar = (e: KeyboardEvent) => {
      if (e.key !== tecla) return;
      e.preventDefault();
      if (!e.repeat) atual.current();
    };
    window.addEventListener('keydown', aoTeclar);
    return () => window.removeEventListener('keydown', aoTeclar);
  }, [tecla, ativo]);
}
