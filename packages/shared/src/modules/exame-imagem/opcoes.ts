/** Code lists of the imaging service (issue 22). */

/** Imaging modalities (DICOM modality codes in brackets): an equipment is of one; agendas and quotas may name one. */
export const MODALIDADE_IMAGEM = {
  radiografia: 1,
  ultrassonografia: 2,
  mamografia: 3,
  tomografia: 4,
  ressonancia: 5,
  densitometria: 6,
  eletrocardiografia: 7,
  endoscopia: 8,
} as const;
export const MODALIDADES_IMAGEM = [
  { value: 1, label: 'Radiografia (CR/DX)', sigla: 'RX' },
  { value: 2, label: 'Ultrassonografia (US)', sigla: 'US' },
  { value: 3, label: 'Mamografia (MG)', sigla: 'MG' },
  { value: 4, label: 'Tomografia computadorizada (CT)', sigla: 'TC' },
  { value: 5, label: 'Ressonância magnética (MR)', sigla: 'RM' },
  { value: 6, label: 'Densitometria óssea (BMD)', sigla: 'DO' },
  { value: 7, label: 'Eletrocardiografia (ECG)', sigla: 'ECG' },
  { value: 8, label: 'Endoscopia (ES)', sigla: 'END' },
] as const;
export const NOME_MODALIDADE_IMAGEM: Record<number, string> = Object.fromEntries(MODALIDADES_IMAGEM.map((m) => [m.value, m.label]));

/**
 * An imaging exam of the service from booking (or arrival from emergency care) to the signed report.
 * 1 agendado · 2 realizado (awaiting report) · 3 laudado (report written, not signed) · 4 liberado (signed) ·
 * 5 cancelado · 6 falta (the patient did not come).
 */
export const SITUACAO_EXAME_IMAGEM = {
  agendado: 1,
  realizado: 2,
  laudado: 3,
  liberado: 4,
  cancelado: 5,
  falta: 6,
} as const;
export const SITUACOES_EXAME_IMAGEM = [
  { value: 1, label: 'Agendado' },
  { value: 2, label: 'Realizado (aguardando laudo)' },
  { value: 3, label: 'Laudado (aguardando assinatura)' },
  { value: 4, label: 'Liberado (laudo assinado)' },
  { value: 5, label: 'Cancelado' },
  { value: 6, label: 'Falta' },
] as const;
export const NOME_SITUACAO_EXAME_IMAGEM: Record<number, string> = Object.fromEntries(SITUACOES_EXAME_IMAGEM.map((s) => [s.value, s.label]));

/** Where an imaging exam came from: a request of the product (its origin registered in the core) or paper. */
export const ORIGEM_EXAME_IMAGEM = {
  papel: 'papel',
  ambulatorio: 'ambulatorio',
  prontoAtendimento: 'pronto-atendimento',
} as const;

/** A version of a report: the current one (written or signed) or replaced by a later version (with the reason). */
export const SITUACAO_LAUDO_IMAGEM = { lancado: 1, assinado: 2, substituido: 3 } as const;

/** Attachments of an exam: images of the device and its PDF, at most this size each. */
export const TIPOS_ANEXO_IMAGEM = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const TAMANHO_MAXIMO_ANEXO_IMAGEM = 10 * 1024 * 1024;
