/** Enumerations as the spec writes them (000 §3, 001 §3–4). */
export const ConselhoProfissional = {
  COREN: 1,
  CREF: 2,
  CREFITO: 3,
  CRESS: 4,
  CRF: 5,
  CRFA: 6,
  CRM: 7,
  CRMV: 8,
  CRN: 9,
  CRO: 10,
  CRP: 11,
  RMS: 12,
  CRBM: 13,
  OUTRO: 14,
  CREFONO: 15,
  CRBIO: 16,
} as const;
export type ConselhoProfissionalId = (typeof ConselhoProfissional)[keyof typeof ConselhoProfissional];

export function conselhoSigla(id: number | null | undefined): string | null {
  const entry = Object.entries(ConselhoProfissional).find(([, v]) => v === id);
  return entry ? entry[0] : null;
}

export const SetorTipo = {
  RECEPCAO: 1,
  TRIAGEM: 2,
  CONSULTORIO: 3,
  ENFERMAGEM: 4,
  EXAMES: 5,
  ADMINISTRACAO: 6,
  ALMOXARIFADO: 7,
  LIMPEZA: 8,
  TRANSPORTE: 9,
  OBSERVACAO: 10,
  FARMACIA: 11,
  VACINACAO: 12,
  REDE_FRIO: 13,
} as const;

export const SetorTipoNome: Record<number, string> = {
  1: 'Recepção',
  2: 'Triagem',
  3: 'Consultório',
  4: 'Enfermagem',
  5: 'Exames',
  6: 'Administração',
  7: 'Almoxarifado',
  8: 'Limpeza',
  9: 'Transporte',
  10: 'Observação',
  11: 'Farmácia',
  12: 'Sala de vacinação',
  13: 'Rede de frio',
};

export const NotificacaoTipo = { INFORMATIVO: 1, ALERTA: 2, SISTEMA: 3 } as const;
export const NotificacaoTipoNome: Record<number, string> = { 1: 'Informativo', 2: 'Alerta', 3: 'Sistema' };
