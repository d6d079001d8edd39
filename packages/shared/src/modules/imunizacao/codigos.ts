/**
 * Code lists of vaccination records (issue 20), copied from the LEDI dictionary of e-SUS APS (the product never reads
 * outside the repository at run time). `codigo` is the LEDI/SI-PNI code; for the care groups `rnds` is the code of the
 * RNDS CodeSystem BRGrupoAtendimento the dictionary gives beside it.
 */
export interface CodigoVacinacao {
  codigo: number;
  nome: string;
}

/** Estratégia de vacinação (LEDI EstrategiaVacinacao = RNDS BREstrategiaVacinacao). */
export const ESTRATEGIAS_VACINACAO: readonly CodigoVacinacao[] = [
  { codigo: 1, nome: 'Rotina' },
  { codigo: 2, nome: 'Especial' },
  { codigo: 3, nome: 'Bloqueio' },
  { codigo: 4, nome: 'Intensificação' },
  { codigo: 5, nome: 'Campanha indiscriminada' },
  { codigo: 6, nome: 'Campanha seletiva' },
  { codigo: 7, nome: 'Soroterapia' },
  { codigo: 8, nome: 'Serviço privado' },
  { codigo: 9, nome: 'Monitoramento das Estratégias de Vacinação' },
  { codigo: 11, nome: 'Pesquisa' },
  { codigo: 12, nome: 'Pré-exposição' },
  { codigo: 13, nome: 'Pós-exposição' },
  { codigo: 14, nome: 'Reexposição' },
  { codigo: 15, nome: 'Vacinação escolar' },
];
export const ESTRATEGIA = {
  rotina: 1,
  especial: 2,
  bloqueio: 3,
  intensificacao: 4,
  campanhaIndiscriminada: 5,
  campanhaSeletiva: 6,
} as const;

/** Grupo de atendimento (LEDI GrupoDeAtendimento); `rnds` = BRGrupoAtendimento. */
export const GRUPOS_ATENDIMENTO: readonly (CodigoVacinacao & { rnds: string })[] = [
  { codigo: 5, nome: 'Quilombola', rnds: '000601' },
  { codigo: 6, nome: 'População privada de liberdade', rnds: '001501' },
  { codigo: 10, nome: 'Outros grupos', rnds: '999999' },
  { codigo: 13, nome: 'Funcionário do sistema de privação de liberdade', rnds: '001401' },
  { codigo: 31, nome: 'Caminhoneiro', rnds: '001002' },
  { codigo: 32, nome: 'Coletivo rodoviário passageiros urbano e de longo curso', rnds: '001003' },
  { codigo: 33, nome: 'Trabalhadores portuários', rnds: '001301' },
  { codigo: 34, nome: 'Hemoglobinopatia grave', rnds: '000101' },
  { codigo: 35, nome: 'Neoplasias', rnds: '000102' },
  { codigo: 36, nome: 'Diabetes mellitus', rnds: '000103' },
  { codigo: 37, nome: 'Pneumopatias crônicas graves', rnds: '000104' },
  { codigo: 38, nome: 'Doença renal crônica', rnds: '000105' },
  { codigo: 39, nome: 'Doenças cardiovasculares e cerebrovasculares', rnds: '000106' },
  { codigo: 40, nome: 'Hipertensão de difícil controle ou com complicações/lesão de órgão alvo', rnds: '000107' },
  { codigo: 41, nome: 'Indivíduos transplantados de órgão sólido', rnds: '000108' },
  { codigo: 42, nome: 'Obesidade grave (imc≥40)', rnds: '000109' },
  { codigo: 43, nome: 'Pessoas de 18 a 64 anos', rnds: '000201' },
  { codigo: 44, nome: 'Pessoas de 65 a 69 anos', rnds: '000202' },
  { codigo: 45, nome: 'Pessoas de 70 a 74 anos', rnds: '000203' },
  { codigo: 46, nome: 'Pessoas de 75 a 79 anos', rnds: '000204' },
  { codigo: 47, nome: 'Pessoas de 80 anos ou mais', rnds: '000205' },
  { codigo: 48, nome: 'Pessoas de 60 anos ou mais, institucionalizadas', rnds: '000301' },
  { codigo: 49, nome: 'Marinha do brasil - mb', rnds: '000401' },
  { codigo: 50, nome: 'Exército brasileiro - eb', rnds: '000402' },
  { codigo: 51, nome: 'Força aérea brasileira - fab', rnds: '000403' },
  { codigo: 52, nome: 'Bombeiro civil', rnds: '000501' },
  { codigo: 53, nome: 'Bombeiro militar', rnds: '000502' },
  { codigo: 54, nome: 'Guarda municipal', rnds: '000503' },
  { codigo: 55, nome: 'Policial rodoviário federal', rnds: '000504' },
  { codigo: 56, nome: 'Policial civil', rnds: '000505' },
  { codigo: 57, nome: 'Policial federal', rnds: '000506' },
  { codigo: 58, nome: 'Policial militar', rnds: '000507' },
  { codigo: 59, nome: 'Ribeirinha', rnds: '000602' },
  { codigo: 60, nome: 'Povos indígenas em terras indígenas', rnds: '000701' },
  { codigo: 61, nome: 'Ensino básico', rnds: '000801' },
  { codigo: 62, nome: 'Ensino superior', rnds: '000802' },
  { codigo: 63, nome: 'Auxiliar de veterinário', rnds: '000901' },
  { codigo: 64, nome: 'Biólogo', rnds: '000902' },
  { codigo: 65, nome: 'Biomédico', rnds: '000903' },
  { codigo: 66, nome: 'Cozinheiro e auxiliares', rnds: '000904' },
  { codigo: 67, nome: 'Cuidador de idosos', rnds: '000905' },
  { codigo: 68, nome: 'Doula/parteira', rnds: '000906' },
  { codigo: 69, nome: 'Enfermeiro(a)', rnds: '000907' },
  { codigo: 70, nome: 'Farmacêutico', rnds: '000908' },
  { codigo: 71, nome: 'Fisioterapeutas', rnds: '000909' },
  { codigo: 72, nome: 'Fonoaudiólogo', rnds: '000910' },
  { codigo: 73, nome: 'Funcionário do sistema funerário que tenham contato com cadáveres potencialmente contaminados', rnds: '000911' },
  { codigo: 74, nome: 'Médico', rnds: '000912' },
  { codigo: 75, nome: 'Médico veterinário', rnds: '000913' },
  { codigo: 76, nome: 'Motorista de ambulância', rnds: '000914' },
  { codigo: 77, nome: 'Nutricionista', rnds: '000915' },
  { codigo: 78, nome: 'Odontologista', rnds: '000916' },
  { codigo: 79, nome: 'Profissionais e auxiliares de limpeza', rnds: '000917' },
  { codigo: 80, nome: 'Profissionais de educação física', rnds: '000918' },
  { codigo: 81, nome: 'Psicólogo', rnds: '000919' },
  { codigo: 82, nome: 'Recepcionista', rnds: '000920' },
  { codigo: 83, nome: 'Segurança', rnds: '000921' },
  { codigo: 84, nome: 'Assistente social', rnds: '000922' },
  { codigo: 85, nome: 'Técnico de enfermagem', rnds: '000923' },
  { codigo: 86, nome: 'Técnico de veterinário', rnds: '000924' },
  { codigo: 87, nome: 'Terapeuta ocupacional', rnds: '000925' },
  { codigo: 88, nome: 'Aéreo', rnds: '001001' },
  { codigo: 89, nome: 'Ferroviário', rnds: '001004' },
  { codigo: 90, nome: 'Metroviário', rnds: '001005' },
  { codigo: 91, nome: 'Aquaviário', rnds: '001006' },
  { codigo: 92, nome: 'Pessoas com deficiência institucionalizadas', rnds: '001101' },
  { codigo: 93, nome: 'Pessoas com deficiência permanente', rnds: '001102' },
  { codigo: 94, nome: 'Pessoas em situação de rua', rnds: '001201' },
  { codigo: 95, nome: 'Trabalhadores industriais', rnds: '001601' },
  { codigo: 96, nome: 'Síndrome de down', rnds: '000110' },
  { codigo: 97, nome: 'Auxiliar de enfermagem', rnds: '000927' },
  { codigo: 98, nome: 'Técnico de odontologia', rnds: '000928' },
  { codigo: 99, nome: 'Acadêmicos/estudantes em estágio em estabelecimentos de saúde', rnds: '000929' },
  { codigo: 100, nome: 'Outros imunocomprometidos', rnds: '000111' },
  { codigo: 101, nome: 'Indivíduos transplantados de medula óssea', rnds: '000112' },
  { codigo: 102, nome: 'Cirrose hepática', rnds: '000114' },
  { codigo: 103, nome: 'Doença neurológica crônica', rnds: '000115' },
  { codigo: 104, nome: 'Doença cardiovascular', rnds: '000116' },
  { codigo: 105, nome: 'Pessoas de 12 a 17 anos', rnds: '000206' },
  { codigo: 106, nome: 'Outros profissionais de saúde', rnds: '000926' },
  { codigo: 107, nome: 'Agente de combate a endemias - ace', rnds: '000930' },
  { codigo: 108, nome: 'Agente comunitário de saúde - acs', rnds: '000931' },
  { codigo: 109, nome: 'Auxiliar em saúde bucal - asb', rnds: '000932' },
  { codigo: 110, nome: 'Técnico em saúde bucal - tsb', rnds: '000933' },
  { codigo: 111, nome: 'Trabalhadores de limpeza urbana e manejo de resíduos sólidos', rnds: '001701' },
  { codigo: 112, nome: 'Gestante', rnds: '001801' },
  { codigo: 113, nome: 'Puérpera', rnds: '001901' },
  { codigo: 114, nome: 'Pessoas de 5 a 11 anos', rnds: '000207' },
  { codigo: 115, nome: 'Crianças quilombolas', rnds: '000603' },
  { codigo: 116, nome: 'Crianças ribeirinhas', rnds: '000604' },
  { codigo: 117, nome: 'Crianças indígenas', rnds: '000702' },
  { codigo: 118, nome: 'Pessoas de 3 a 4 anos', rnds: '000208' },
  { codigo: 119, nome: 'Pessoas de 6 meses a 2 anos', rnds: '000209' },
  { codigo: 120, nome: 'Imunocomprometidos', rnds: '000117' },
  { codigo: 121, nome: 'Faixa etária', rnds: '000210' },
  { codigo: 122, nome: 'Povos indígenas vivendo em terras indígenas', rnds: '000703' },
  { codigo: 123, nome: 'Povos indígenas vivendo fora das terras indígenas', rnds: '000704' },
  { codigo: 124, nome: 'Adolescentes cumprindo medidas socioeducativas', rnds: '001502' },
  { codigo: 125, nome: 'Pessoas institucionalizadas', rnds: '000302' },
  { codigo: 126, nome: 'Trissomias', rnds: '000118' },
  { codigo: 127, nome: 'Outros grupos', rnds: '000926' },
  { codigo: 128, nome: 'Prematuridade', rnds: '000120' },
  { codigo: 129, nome: 'Anomalias de vias aéreas', rnds: '000121' },
  { codigo: 130, nome: 'Obesidade (score-z acima de +2)', rnds: '000122' },
  { codigo: 131, nome: 'Erros inatos da imunidade (eii)', rnds: '000123' },
  { codigo: 132, nome: 'Doença hepática crônica', rnds: '000119' },
  { codigo: 133, nome: 'População rural', rnds: '002001' },
];
/** "Outros grupos": the care group of a record that names none. */
export const GRUPO_ATENDIMENTO_PADRAO = 10;

/** Vaccination routes (a short list of what vaccines use); `ledi` is the viaAdministracao code. */
export const VIAS_VACINACAO = [
  { codigo: 1, nome: 'Intradérmica', sigla: 'ID', ledi: 13 },
  { codigo: 2, nome: 'Intramuscular', sigla: 'IM', ledi: 14 },
  { codigo: 3, nome: 'Subcutânea', sigla: 'SC', ledi: 23 },
  { codigo: 4, nome: 'Oral', sigla: 'VO', ledi: 0 },
  { codigo: 5, nome: 'Nasal', sigla: 'IN', ledi: 19 },
] as const;

/** Application sites. */
export const LOCAIS_APLICACAO = [
  { codigo: 1, nome: 'Deltoide direito' },
  { codigo: 2, nome: 'Deltoide esquerdo' },
  { codigo: 3, nome: 'Vasto lateral da coxa direita' },
  { codigo: 4, nome: 'Vasto lateral da coxa esquerda' },
  { codigo: 5, nome: 'Ventroglúteo direito' },
  { codigo: 6, nome: 'Ventroglúteo esquerdo' },
  { codigo: 7, nome: 'Inserção inferior do deltoide direito' },
  { codigo: 8, nome: 'Antebraço' },
  { codigo: 9, nome: 'Boca (oral)' },
  { codigo: 10, nome: 'Narina' },
] as const;

/** Where a record comes from: given in a room of the municipality, transcribed from a card, or given abroad. */
export const ORIGEM_VACINACAO = { sala: 1, transcricao: 2, exterior: 3 } as const;
export const ORIGEM_VACINACAO_NOME: Record<number, string> = {
  1: 'Aplicada na sala',
  2: 'Transcrição (caderneta)',
  3: 'Aplicada no exterior',
};

/** Room kinds (sala_vacinacao.tipo). */
export const TIPO_SALA_VACINACAO = { sala: 1, redeFrio: 2 } as const;
export const TIPO_SALA_VACINACAO_NOME: Record<number, string> = { 1: 'Sala de vacinação', 2: 'Rede de frio' };

/** Why an opened vial was closed (vacina_frasco_aberto.motivo_encerramento). */
export const ENCERRAMENTO_FRASCO = { esgotado: 1, vencido: 2, descartado: 3 } as const;
export const ENCERRAMENTO_FRASCO_NOME: Record<number, string> = {
  1: 'Doses esgotadas',
  2: 'Validade após aberto expirada (perda técnica)',
  3: 'Descartado (perda técnica)',
};
