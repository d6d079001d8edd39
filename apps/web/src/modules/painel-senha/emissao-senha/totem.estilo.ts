import type { CSSProperties } from 'react';

/**
 * The kiosk's look: a touch screen read standing, from 1366×768 to 1920×1080. Sizes grow with the screen
 * (clamp) and never fall under a finger's reach (buttons at least 120 px tall); dark blue on white and white
 * on dark blue keep a contrast well above WCAG AAA (7:1) for readers with low vision.
 */
export const COR = { fundo: '#f3f5f9', escuro: '#0b2545', botao: '#0b3d91', texto: '#0b1a2e', claro: '#ffffff' } as const;

export const tela: CSSProperties = {
  height: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: COR.fundo,
  color: COR.texto,
  overflow: 'hidden',
  userSelect: 'none',
};

export const conteudo: CSSProperties = {
  flex: 1,
  overflowY: 'auto',
  padding: 'clamp(16px, 3vh, 40px) clamp(16px, 4vw, 72px)',
  display: 'flex',
  flexDirection: 'column',
  gap: 'clamp(16px, 3vh, 32px)',
};

export const titulo: CSSProperties = {
  margin: 0,
  fontSize: 'clamp(30px, 2.2vw + 1.2vh, 56px)',
  fontWeight: 700,
  textAlign: 'center',
  color: COR.texto,
};

export const grade: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))',
  gap: 'clamp(16px, 2.5vh, 32px)',
};

export const botaoGrande: CSSProperties = {
  height: 'auto',
  minHeight: 'max(120px, 16vh)',
  padding: '16px 24px',
  fontSize: 'clamp(28px, 1.8vw + 1.2vh, 52px)',
  fontWeight: 700,
  lineHeight: 1.15,
  whiteSpace: 'normal',
  borderRadius: 20,
  background: COR.botao,
  color: COR.claro,
  border: `3px solid ${COR.botao}`,
  boxShadow: '0 6px 0 rgba(11, 37, 69, 0.35)',
};

/** The "no" answer stands apart from the priorities: outlined, same size. */
export const botaoNeutro: CSSProperties = { ...botaoGrande, background: COR.claro, color: COR.botao };
