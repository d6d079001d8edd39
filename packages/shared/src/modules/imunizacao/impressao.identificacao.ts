/**
 * The prints of immunization name the document in their PDF Keywords (`saude-municipal:<área>:<documento>:<id>`,
 * lib/signature/documento-assinado.ts), so a signed copy is known for what it is: the card and the certificate of
 * a patient.
 */
export const identificacaoPdfImunizacao = (documento: 'cartao' | 'atestado', pacienteId: number) =>
  `saude-municipal:imunizacao:${documento === 'cartao' ? 'cartaoVacinacao' : 'atestadoVacinacao'}:${pacienteId}`;
