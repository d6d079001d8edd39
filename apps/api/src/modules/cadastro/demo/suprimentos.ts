import {
  FORMAS_FARMACEUTICAS,
  type ItemEnum,
  LISTAS_PORTARIA_344,
  TIPOS_ALERGENO,
  UNIDADES_FORNECIMENTO,
  VIAS_ADMINISTRACAO,
} from '@saude/shared';
import type { Tx } from '../../../db/client.js';
import type { SeedContexto } from '../../../db/seed/municipio.js';
import { alergia } from '../alergia/alergia.table.js';
import { convenioMedico } from '../convenio-medico/convenio-medico.table.js';
import { fabricante } from '../fabricante/fabricante.table.js';
import { fornecedor } from '../fornecedor/fornecedor.table.js';
import { gerarCnpj } from '../fornecedor/gerar-cnpj.js';
import { grupo } from '../grupo/grupo.table.js';
import { material } from '../material/material.table.js';
import { medicamento } from '../medicamento/medicamento.table.js';
import { subgrupo } from '../subgrupo/subgrupo.table.js';
import { vacina } from '../vacina/vacina.table.js';

/** The id of an enumeration value by its name or abbreviation (a typo here fails the seed loudly). */
function idDe(itens: readonly ItemEnum[], chave: string): number {
  const item = itens.find((i) => i.nome === chave || i.sigla === chave);
  if (!item) throw new Error(`suprimentos: valor desconhecido "${chave}"`);
  return item.id;
}

const GRUPOS: Record<string, string[]> = {
  Medicamentos: [
    'Antimicrobianos',
    'Antiparasitários',
    'Anti-hipertensivos',
    'Cardiovasculares',
    'Analgésicos e antitérmicos',
    'Anti-inflamatórios e antialérgicos',
    'Antidiabéticos',
    'Hipolipemiantes',
    'Aparelho digestivo',
    'Aparelho respiratório',
    'Psicotrópicos',
    'Vitaminas e minerais',
    'Outros medicamentos',
  ],
  'Material médico-hospitalar': [
    'Curativos',
    'Seringas e agulhas',
    'Luvas e EPI',
    'Sondas e cateteres',
    'Material de coleta e diagnóstico',
  ],
  'Material de escritório': ['Papelaria'],
  Limpeza: ['Saneantes', 'Descartáveis'],
  Imunobiológicos: ['Vacinas'],
};

/** BRFabricantePNI codes of the vaccine makers (RNDS CodeSystem, version 1.1.2). */
const CODIGO_PNI_FABRICANTE: Record<string, string> = {
  'Fundação Oswaldo Cruz (Bio-Manguinhos)': '149',
  'Instituto Butantan': '152',
  'Sanofi Pasteur': '2862',
  'GlaxoSmithKline (GSK)': '159',
  'Merck Sharp & Dohme (MSD)': '165',
  Pfizer: '142',
};

const FABRICANTES = [
  'EMS S/A',
  'Eurofarma Laboratórios S.A.',
  'Prati-Donaduzzi',
  'Hipolabor Farmacêutica',
  'Cristália Produtos Químicos Farmacêuticos',
  'Fundação Oswaldo Cruz (Bio-Manguinhos)',
  'Instituto Butantan',
  'Sanofi Pasteur',
  'GlaxoSmithKline (GSK)',
  'Merck Sharp & Dohme (MSD)',
  'Pfizer',
  'Becton Dickinson (BD)',
  'Descarpack',
];

/** Fictitious suppliers of the region; the CNPJs are generated (valid check digits, no real company). */
const FORNECEDORES = [
  {
    razaoSocial: 'Agreste Distribuidora de Medicamentos Ltda',
    nomeFantasia: 'Agreste Med',
    base: '417385920001',
    municipioId: 2606002,
    bairro: 'Heliópolis',
    logradouro: 'Avenida Rui Barbosa',
    numero: '1250',
    cep: '55296000',
    contatoNome: 'Carla Menezes',
    telefone: '8737621540',
  },
  {
    razaoSocial: 'Pernambuco Hospitalar Comércio de Produtos Médicos Ltda',
    nomeFantasia: 'PE Hospitalar',
    base: '285106730001',
    municipioId: 2611606,
    bairro: 'Boa Vista',
    logradouro: 'Rua da Aurora',
    numero: '480',
    cep: '50050000',
    contatoNome: 'Rodrigo Albuquerque',
    telefone: '8132245870',
  },
  {
    razaoSocial: 'Nordeste Farma Distribuidora S.A.',
    nomeFantasia: 'Nordeste Farma',
    base: '360921480001',
    municipioId: 2604106,
    bairro: 'Maurício de Nassau',
    logradouro: 'Avenida Agamenon Magalhães',
    numero: '3100',
    cep: '55014000',
    contatoNome: 'Juliana Tavares',
    telefone: '81999871234',
  },
  {
    razaoSocial: 'Garanhuns Papelaria e Suprimentos de Escritório Ltda',
    nomeFantasia: 'Papelaria Garanhuns',
    base: '194738260001',
    municipioId: 2606002,
    bairro: 'Centro',
    logradouro: 'Rua Dantas Barreto',
    numero: '72',
    cep: '55290000',
    contatoNome: 'Paulo Cavalcanti',
    telefone: '8737614422',
  },
  {
    razaoSocial: 'Limpmax Produtos de Limpeza Ltda',
    nomeFantasia: 'Limpmax',
    base: '521874030001',
    municipioId: 2604106,
    bairro: 'Indianópolis',
    logradouro: 'Rua Vigário Freire',
    numero: '915',
    cep: '55024000',
    contatoNome: 'Fernanda Lopes',
    telefone: '8137224190',
  },
  {
    razaoSocial: 'Bio Diagnóstica Comércio de Materiais Laboratoriais Ltda',
    nomeFantasia: 'Bio Diagnóstica',
    base: '083615290001',
    municipioId: 2704302,
    bairro: 'Farol',
    logradouro: 'Avenida Fernandes Lima',
    numero: '1800',
    cep: '57050000',
    contatoNome: 'Marcos Vinícius Lima',
    telefone: '8233261055',
  },
];

type Med = [
  denominacao: string,
  concentracao: string | null,
  forma: string,
  via: string,
  subgrupo: string,
  opcoes?: { lista?: string; continuo?: boolean; antimicrobiano?: boolean },
];

/**
 * RDC 20/2011 Anexo I (antibacterials under prescription retention). The antifungals below are not in it, and
 * topical neomycin is exempt (Anvisa's technical note), so they stay unflagged.
 */
const ATB = { antimicrobiano: true } as const;

/** Medicines of the national essential list (RENAME), each dispensed as its own stock item. */
const MEDICAMENTOS: Med[] = [
  ['Amoxicilina', '500 mg', 'cápsula', 'Oral', 'Antimicrobianos', ATB],
  ['Amoxicilina', '50 mg/mL', 'pó para suspensão oral', 'Oral', 'Antimicrobianos', ATB],
  ['Amoxicilina + clavulanato de potássio', '500 mg + 125 mg', 'comprimido', 'Oral', 'Antimicrobianos', ATB],
  ['Azitromicina', '500 mg', 'comprimido', 'Oral', 'Antimicrobianos', ATB],
  ['Cefalexina', '500 mg', 'cápsula', 'Oral', 'Antimicrobianos', ATB],
  ['Cloridrato de ciprofloxacino', '500 mg', 'comprimido', 'Oral', 'Antimicrobianos', ATB],
  ['Sulfametoxazol + trimetoprima', '400 mg + 80 mg', 'comprimido', 'Oral', 'Antimicrobianos', ATB],
  ['Metronidazol', '250 mg', 'comprimido', 'Oral', 'Antimicrobianos', ATB],
  ['Nitrofurantoína', '100 mg', 'cápsula', 'Oral', 'Antimicrobianos', ATB],
  ['Benzilpenicilina benzatina', '1.200.000 UI', 'pó para suspensão injetável', 'Intramuscular', 'Antimicrobianos', ATB],
  ['Fluconazol', '150 mg', 'cápsula', 'Oral', 'Antimicrobianos'],
  ['Nistatina', '100.000 UI/mL', 'suspensão oral', 'Oral', 'Antimicrobianos'],
  ['Sulfato de neomicina + bacitracina zíncica', '5 mg/g + 250 UI/g', 'pomada', 'Tópica', 'Antimicrobianos'],
  ['Nitrato de miconazol', '20 mg/g', 'creme', 'Vaginal', 'Antimicrobianos'],
  ['Albendazol', '400 mg', 'comprimido', 'Oral', 'Antiparasitários'],
  ['Albendazol', '40 mg/mL', 'suspensão oral', 'Oral', 'Antiparasitários'],
  ['Losartana potássica', '50 mg', 'comprimido', 'Oral', 'Anti-hipertensivos', { continuo: true }],
  ['Captopril', '25 mg', 'comprimido', 'Oral', 'Anti-hipertensivos', { continuo: true }],
  ['Maleato de enalapril', '10 mg', 'comprimido', 'Oral', 'Anti-hipertensivos', { continuo: true }],
  ['Hidroclorotiazida', '25 mg', 'comprimido', 'Oral', 'Anti-hipertensivos', { continuo: true }],
  ['Besilato de anlodipino', '5 mg', 'comprimido', 'Oral', 'Anti-hipertensivos', { continuo: true }],
  ['Atenolol', '50 mg', 'comprimido', 'Oral', 'Anti-hipertensivos', { continuo: true }],
  ['Cloridrato de propranolol', '40 mg', 'comprimido', 'Oral', 'Anti-hipertensivos', { continuo: true }],
  ['Furosemida', '40 mg', 'comprimido', 'Oral', 'Anti-hipertensivos', { continuo: true }],
  ['Espironolactona', '25 mg', 'comprimido', 'Oral', 'Anti-hipertensivos', { continuo: true }],
  ['Carvedilol', '12,5 mg', 'comprimido', 'Oral', 'Anti-hipertensivos', { continuo: true }],
  ['Ácido acetilsalicílico', '100 mg', 'comprimido', 'Oral', 'Cardiovasculares', { continuo: true }],
  ['Varfarina sódica', '5 mg', 'comprimido', 'Oral', 'Cardiovasculares', { continuo: true }],
  ['Dipirona', '500 mg/mL', 'solução oral', 'Oral', 'Analgésicos e antitérmicos'],
  ['Dipirona', '500 mg', 'comprimido', 'Oral', 'Analgésicos e antitérmicos'],
  ['Dipirona', '500 mg/mL', 'solução injetável', 'Intravenosa', 'Analgésicos e antitérmicos'],
  ['Paracetamol', '500 mg', 'comprimido', 'Oral', 'Analgésicos e antitérmicos'],
  ['Paracetamol', '200 mg/mL', 'solução oral', 'Oral', 'Analgésicos e antitérmicos'],
  ['Sulfato de morfina', '10 mg/mL', 'solução injetável', 'Intravenosa', 'Analgésicos e antitérmicos', { lista: 'A1' }],
  ['Fosfato de codeína', '30 mg', 'comprimido', 'Oral', 'Analgésicos e antitérmicos', { lista: 'A2' }],
  ['Ibuprofeno', '600 mg', 'comprimido', 'Oral', 'Anti-inflamatórios e antialérgicos'],
  ['Ibuprofeno', '50 mg/mL', 'suspensão oral', 'Oral', 'Anti-inflamatórios e antialérgicos'],
  ['Prednisona', '20 mg', 'comprimido', 'Oral', 'Anti-inflamatórios e antialérgicos'],
  ['Acetato de dexametasona', '1 mg/g', 'creme', 'Tópica', 'Anti-inflamatórios e antialérgicos'],
  ['Loratadina', '10 mg', 'comprimido', 'Oral', 'Anti-inflamatórios e antialérgicos'],
  ['Cloridrato de metformina', '850 mg', 'comprimido', 'Oral', 'Antidiabéticos', { continuo: true }],
  ['Glibenclamida', '5 mg', 'comprimido', 'Oral', 'Antidiabéticos', { continuo: true }],
  ['Gliclazida', '30 mg', 'comprimido', 'Oral', 'Antidiabéticos', { continuo: true }],
  ['Insulina humana NPH', '100 UI/mL', 'suspensão injetável', 'Subcutânea', 'Antidiabéticos', { continuo: true }],
  ['Insulina humana regular', '100 UI/mL', 'solução injetável', 'Subcutânea', 'Antidiabéticos', { continuo: true }],
  ['Sinvastatina', '20 mg', 'comprimido', 'Oral', 'Hipolipemiantes', { continuo: true }],
  ['Sinvastatina', '40 mg', 'comprimido', 'Oral', 'Hipolipemiantes', { continuo: true }],
  ['Omeprazol', '20 mg', 'cápsula', 'Oral', 'Aparelho digestivo', { continuo: true }],
  ['Cloridrato de metoclopramida', '10 mg', 'comprimido', 'Oral', 'Aparelho digestivo'],
  ['Hidróxido de alumínio', '61,5 mg/mL', 'suspensão oral', 'Oral', 'Aparelho digestivo'],
  ['Sais para reidratação oral', null, 'pó para solução oral', 'Oral', 'Aparelho digestivo'],
  ['Sulfato de salbutamol', '100 mcg/dose', 'aerossol', 'Inalatória', 'Aparelho respiratório'],
  ['Dipropionato de beclometasona', '250 mcg/dose', 'aerossol', 'Inalatória', 'Aparelho respiratório', { continuo: true }],
  ['Diazepam', '10 mg', 'comprimido', 'Oral', 'Psicotrópicos', { lista: 'B1' }],
  ['Clonazepam', '2 mg', 'comprimido', 'Oral', 'Psicotrópicos', { lista: 'B1', continuo: true }],
  ['Clonazepam', '2,5 mg/mL', 'solução oral', 'Oral', 'Psicotrópicos', { lista: 'B1', continuo: true }],
  ['Fenobarbital', '100 mg', 'comprimido', 'Oral', 'Psicotrópicos', { lista: 'B1', continuo: true }],
  ['Cloridrato de fluoxetina', '20 mg', 'cápsula', 'Oral', 'Psicotrópicos', { lista: 'C1', continuo: true }],
  ['Cloridrato de amitriptilina', '25 mg', 'comprimido', 'Oral', 'Psicotrópicos', { lista: 'C1', continuo: true }],
  ['Cloridrato de sertralina', '50 mg', 'comprimido', 'Oral', 'Psicotrópicos', { lista: 'C1', continuo: true }],
  ['Carbamazepina', '200 mg', 'comprimido', 'Oral', 'Psicotrópicos', { lista: 'C1', continuo: true }],
  ['Valproato de sódio', '250 mg', 'cápsula', 'Oral', 'Psicotrópicos', { lista: 'C1', continuo: true }],
  ['Haloperidol', '5 mg', 'comprimido', 'Oral', 'Psicotrópicos', { lista: 'C1', continuo: true }],
  ['Carbonato de lítio', '300 mg', 'comprimido', 'Oral', 'Psicotrópicos', { lista: 'C1', continuo: true }],
  ['Sulfato ferroso', '40 mg Fe', 'comprimido', 'Oral', 'Vitaminas e minerais'],
  ['Ácido fólico', '5 mg', 'comprimido', 'Oral', 'Vitaminas e minerais'],
  ['Levotiroxina sódica', '50 mcg', 'comprimido', 'Oral', 'Outros medicamentos', { continuo: true }],
  ['Maleato de timolol', '5 mg/mL', 'colírio', 'Oftálmica', 'Outros medicamentos', { continuo: true }],
  ['Cloreto de sódio', '0,9%', 'solução injetável', 'Intravenosa', 'Outros medicamentos'],
  // the pharmacy's thalidomide book and high-cost (CEAF) processes (issue 19)
  ['Talidomida', '100 mg', 'comprimido', 'Oral', 'Outros medicamentos', { lista: 'C3' }],
  ['Olanzapina', '10 mg', 'comprimido', 'Oral', 'Psicotrópicos', { lista: 'C1', continuo: true }],
  ['Leflunomida', '20 mg', 'comprimido', 'Oral', 'Outros medicamentos', { continuo: true }],
  ['Adalimumabe', '40 mg', 'solução injetável', 'Subcutânea', 'Outros medicamentos', { continuo: true }],
];

/** The stock unit a pharmaceutical form is counted in. */
const UNIDADE_DA_FORMA: Record<string, string> = {
  comprimido: 'CP',
  cápsula: 'CAP',
  'solução injetável': 'AMP',
  'suspensão injetável': 'FR',
  'pó para suspensão injetável': 'FR',
  creme: 'BG',
  pomada: 'BG',
  'pó para solução oral': 'ENV',
};

type Mat = [nome: string, apresentacao: string | null, unidade: string, subgrupo: string, minimo: number, maximo: number];

const MATERIAIS: Mat[] = [
  ['Gaze hidrófila estéril 7,5 cm x 7,5 cm', 'Pacote com 10 unidades', 'PCT', 'Curativos', 200, 2000],
  ['Atadura de crepom 10 cm', 'Rolo de 1,8 m', 'RL', 'Curativos', 100, 1000],
  ['Esparadrapo 10 cm x 4,5 m', null, 'RL', 'Curativos', 50, 400],
  ['Fita microporosa 25 mm x 10 m', null, 'RL', 'Curativos', 50, 400],
  ['Algodão hidrófilo', 'Pacote de 500 g', 'PCT', 'Curativos', 20, 150],
  ['Compressa cirúrgica 45 cm x 50 cm', 'Pacote com 50 unidades', 'PCT', 'Curativos', 10, 80],
  ['Álcool etílico 70%', 'Frasco de 1 L', 'FR', 'Curativos', 50, 400],
  ['Clorexidina alcoólica 0,5%', 'Frasco de 1 L', 'FR', 'Curativos', 20, 150],
  ['Seringa descartável 3 mL com agulha 25 x 7', null, 'UN', 'Seringas e agulhas', 1000, 10000],
  ['Seringa descartável 5 mL sem agulha', null, 'UN', 'Seringas e agulhas', 500, 5000],
  ['Seringa descartável 10 mL sem agulha', null, 'UN', 'Seringas e agulhas', 300, 3000],
  ['Seringa para insulina 1 mL com agulha 8 x 0,3', null, 'UN', 'Seringas e agulhas', 2000, 20000],
  ['Agulha hipodérmica 40 x 12', 'Caixa com 100 unidades', 'CX', 'Seringas e agulhas', 10, 100],
  ['Agulha hipodérmica 25 x 7', 'Caixa com 100 unidades', 'CX', 'Seringas e agulhas', 10, 100],
  ['Scalp 21G', null, 'UN', 'Seringas e agulhas', 200, 2000],
  ['Cateter intravenoso periférico 22G', null, 'UN', 'Seringas e agulhas', 200, 2000],
  ['Equipo macrogotas', null, 'UN', 'Seringas e agulhas', 200, 2000],
  ['Luva de procedimento em látex tamanho M', 'Caixa com 100 unidades', 'CX', 'Luvas e EPI', 50, 500],
  ['Luva de procedimento nitrílica tamanho M', 'Caixa com 100 unidades', 'CX', 'Luvas e EPI', 30, 300],
  ['Luva cirúrgica estéril nº 7,5', null, 'PAR', 'Luvas e EPI', 100, 1000],
  ['Máscara cirúrgica tripla com elástico', 'Caixa com 50 unidades', 'CX', 'Luvas e EPI', 50, 500],
  ['Respirador PFF2 (N95)', null, 'UN', 'Luvas e EPI', 100, 1000],
  ['Avental descartável manga longa', null, 'UN', 'Luvas e EPI', 100, 1000],
  ['Touca descartável sanfonada', 'Pacote com 100 unidades', 'PCT', 'Luvas e EPI', 10, 100],
  ['Sonda vesical de alívio nº 12', null, 'UN', 'Sondas e cateteres', 50, 400],
  ['Sonda nasogástrica nº 14', null, 'UN', 'Sondas e cateteres', 20, 200],
  ['Tira reagente para glicemia capilar', 'Caixa com 50 tiras', 'CX', 'Material de coleta e diagnóstico', 100, 1000],
  ['Lanceta descartável', 'Caixa com 100 unidades', 'CX', 'Material de coleta e diagnóstico', 50, 500],
  ['Coletor de material perfurocortante 7 L', null, 'UN', 'Material de coleta e diagnóstico', 50, 400],
  ['Tubo de coleta a vácuo com EDTA 4 mL', 'Pacote com 100 unidades', 'PCT', 'Material de coleta e diagnóstico', 10, 100],
  ['Papel sulfite A4', 'Pacote com 500 folhas', 'PCT', 'Papelaria', 50, 400],
  ['Caneta esferográfica azul', 'Caixa com 50 unidades', 'CX', 'Papelaria', 5, 40],
  ['Envelope pardo A4', 'Pacote com 100 unidades', 'PCT', 'Papelaria', 5, 40],
  ['Hipoclorito de sódio 1%', 'Galão de 5 L', 'GL', 'Saneantes', 20, 150],
  ['Detergente neutro', 'Galão de 5 L', 'GL', 'Saneantes', 20, 150],
  ['Sabonete líquido', 'Galão de 5 L', 'GL', 'Saneantes', 20, 150],
  ['Álcool em gel 70%', 'Frasco de 500 mL', 'FR', 'Saneantes', 100, 800],
  ['Saco para lixo infectante 100 L', 'Pacote com 100 unidades', 'PCT', 'Descartáveis', 20, 200],
  ['Papel toalha interfolhado', 'Pacote com 1.000 folhas', 'PCT', 'Descartáveis', 50, 400],
];

type Vac = [
  codigo: string,
  nome: string,
  sigla: string,
  doses: number,
  via: string,
  fabricante: string | null,
  calendario: string | null,
  dosesPorFrasco: number,
  horasAberto: number | null,
];

/** The national vaccination calendar, with the LEDI immunobiological codes e-SUS APS exports. */
const VACINAS: Vac[] = [
  ['15', 'BCG', 'BCG', 1, 'Intradérmica', null, 'BCG', 10, 6],
  ['9', 'Hepatite B', 'HepB', 3, 'Intramuscular', 'Instituto Butantan', 'HB', 10, 360],
  ['42', 'Pentavalente (DTP/HepB/Hib)', 'Penta', 3, 'Intramuscular', null, 'PENTA', 1, null],
  ['22', 'Poliomielite inativada (VIP)', 'VIP', 3, 'Intramuscular', 'Sanofi Pasteur', 'VIP', 10, 168],
  ['28', 'Poliomielite oral bivalente (VOPb)', 'VOPb', 2, 'Oral', 'Fundação Oswaldo Cruz (Bio-Manguinhos)', null, 25, 120],
  ['26', 'Pneumocócica 10-valente', 'VPC10', 3, 'Intramuscular', 'Fundação Oswaldo Cruz (Bio-Manguinhos)', 'VPC10', 1, null],
  ['45', 'Rotavírus humano', 'VRH', 2, 'Oral', 'Fundação Oswaldo Cruz (Bio-Manguinhos)', 'VORH', 1, null],
  // NeisVac-C (Pfizer), one of the conjugate MenC vaccines the PNI has bought
  ['41', 'Meningocócica C (conjugada)', 'MenC', 3, 'Intramuscular', 'Pfizer', 'MENC', 1, null],
  ['74', 'Meningocócica ACWY (conjugada)', 'MenACWY', 1, 'Intramuscular', 'Pfizer', 'MACWY', 1, null],
  ['14', 'Febre amarela', 'VFA', 2, 'Subcutânea', 'Fundação Oswaldo Cruz (Bio-Manguinhos)', 'FA', 5, 6],
  ['24', 'Tríplice viral (sarampo, caxumba e rubéola)', 'SCR', 2, 'Subcutânea', 'Fundação Oswaldo Cruz (Bio-Manguinhos)', 'SCR', 10, 8],
  ['56', 'Tetraviral (sarampo, caxumba, rubéola e varicela)', 'SCRV', 1, 'Subcutânea', 'GlaxoSmithKline (GSK)', 'SCRV', 1, null],
  ['34', 'Varicela', 'VAR', 1, 'Subcutânea', 'Merck Sharp & Dohme (MSD)', 'VZ', 1, null],
  ['46', 'DTP (tríplice bacteriana infantil)', 'DTP', 2, 'Intramuscular', 'Instituto Butantan', 'DTP', 10, 360],
  ['55', 'Hepatite A infantil', 'HA', 1, 'Intramuscular', 'Merck Sharp & Dohme (MSD)', 'HA', 1, null],
  ['67', 'HPV quadrivalente', 'HPV4', 1, 'Intramuscular', 'Merck Sharp & Dohme (MSD)', 'HPV4', 1, null],
  ['25', 'dT (dupla adulto)', 'dT', 3, 'Intramuscular', 'Instituto Butantan', 'DT', 10, 360],
  ['57', 'dTpa (tríplice bacteriana acelular do adulto)', 'dTpa', 1, 'Intramuscular', 'GlaxoSmithKline (GSK)', 'DTPA', 1, null],
  ['33', 'Influenza trivalente', 'INF3', 1, 'Intramuscular', 'Instituto Butantan', 'INF', 10, 168],
  ['87', 'COVID-19 RNAm Pfizer (Comirnaty)', 'COVID-19 Pfizer', 2, 'Intramuscular', 'Pfizer', 'COVID', 6, 12],
  ['21', 'Pneumocócica 23-valente (polissacarídica)', 'VPP23', 1, 'Intramuscular', 'Merck Sharp & Dohme (MSD)', null, 1, null],
  ['37', 'Raiva (cultivo celular Vero)', 'VR', 4, 'Intramuscular', 'Instituto Butantan', null, 1, null],
  ['104', 'Dengue (atenuada)', 'DNG', 2, 'Subcutânea', null, null, 1, null],
];

const ALERGIAS: [nome: string, tipo: string][] = [
  ['Dipirona', 'Medicamento'],
  ['Penicilina', 'Medicamento'],
  ['Cefalosporinas', 'Medicamento'],
  ['Ácido acetilsalicílico (AAS)', 'Medicamento'],
  ['Anti-inflamatórios não esteroides (AINE)', 'Medicamento'],
  ['Sulfonamidas (sulfa)', 'Medicamento'],
  ['Contraste iodado', 'Medicamento'],
  ['Amendoim', 'Alimento'],
  ['Camarão e frutos do mar', 'Alimento'],
  ['Leite de vaca (proteína)', 'Alimento'],
  ['Ovo', 'Alimento'],
  ['Soja', 'Alimento'],
  ['Trigo', 'Alimento'],
  ['Látex', 'Ambiental'],
  ['Ácaros (poeira doméstica)', 'Ambiental'],
  ['Pólen', 'Ambiental'],
  ['Picada de abelha', 'Animal/Inseto'],
  ['Picada de formiga', 'Animal/Inseto'],
  ['Pelo de gato', 'Animal/Inseto'],
  ['Níquel', 'Outro'],
  ['Esparadrapo (adesivo)', 'Outro'],
];

/** Operators present in the region; ANS registry numbers to be checked against the ANS operator list before a real deployment. */
const CONVENIOS: [nome: string, ans: string | null][] = [
  ['Hapvida Assistência Médica', '368253'],
  ['Bradesco Saúde', '005711'],
  ['SulAmérica Saúde', '006246'],
  ['Amil Assistência Médica Internacional', '326305'],
  ['CASSI - Caixa de Assistência dos Funcionários do Banco do Brasil', '346659'],
  ['GEAP Autogestão em Saúde', '323080'],
];

function nomeDoItem(denominacao: string, concentracao: string | null, forma: string) {
  return [denominacao, concentracao, forma].filter(Boolean).join(' ');
}

function estoqueDaUnidade(sigla: string): [number, number] {
  return sigla === 'CP' || sigla === 'CAP' ? [2000, 20000] : sigla === 'AMP' ? [100, 1000] : [50, 500];
}

/** Supply registries of the demo municipality: groups, items, medicines, vaccines, allergens, insurers. */
export async function seedSuprimentosDemo(tx: Tx, _ctx: SeedContexto) {
  const grupos = await tx
    .insert(grupo)
    .values(Object.keys(GRUPOS).map((nome) => ({ nome })))
    .returning({ id: grupo.id, nome: grupo.nome });
  const grupoId = new Map(grupos.map((g) => [g.nome, g.id]));
  const subgrupos = await tx
    .insert(subgrupo)
    .values(Object.entries(GRUPOS).flatMap(([g, subs]) => subs.map((nome) => ({ nome, grupoId: grupoId.get(g) as number }))))
    .returning({ id: subgrupo.id, nome: subgrupo.nome, grupoId: subgrupo.grupoId });
  const sub = new Map(subgrupos.map((s) => [s.nome, s]));
  const doSubgrupo = (nome: string) => {
    const s = sub.get(nome);
    if (!s) throw new Error(`suprimentos: subgrupo desconhecido "${nome}"`);
    return { grupoId: s.grupoId, subgrupoId: s.id };
  };

  const fabricantes = await tx
    .insert(fabricante)
    .values(FABRICANTES.map((nome) => ({ nome, codigoPni: CODIGO_PNI_FABRICANTE[nome] ?? null })))
    .returning({ id: fabricante.id, nome: fabricante.nome });
  const fabricanteId = new Map(fabricantes.map((f) => [f.nome, f.id]));

  await tx.insert(fornecedor).values(
    FORNECEDORES.map(({ base, nomeFantasia, razaoSocial, ...resto }) => ({
      ...resto,
      razaoSocial,
      nomeFantasia,
      cnpj: gerarCnpj(base),
      email: `contato@${nomeFantasia
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z]/g, '')}.com.br`,
    })),
  );

  // the medicines' stock items, then the medicines pointing at them (same order)
  const itensMed = await tx
    .insert(material)
    .values(
      MEDICAMENTOS.map(([den, conc, forma, , subNome, op]) => {
        const unidade = UNIDADE_DA_FORMA[forma] ?? 'FR';
        const [minimo, maximo] = estoqueDaUnidade(unidade);
        return {
          nome: nomeDoItem(den, conc, forma),
          unidadeFornecimentoId: idDe(UNIDADES_FORNECIMENTO, unidade),
          ...doSubgrupo(subNome),
          estoqueMinimo: minimo,
          estoqueMaximo: maximo,
          listaControleId: op?.lista ? idDe(LISTAS_PORTARIA_344, op.lista) : null,
          medicamento: true,
        };
      }),
    )
    .returning({ id: material.id });
  await tx.insert(medicamento).values(
    MEDICAMENTOS.map(([den, conc, forma, via, , op], i) => ({
      denominacao: den,
      concentracao: conc,
      formaFarmaceuticaId: idDe(FORMAS_FARMACEUTICAS, forma),
      viaAdministracaoId: idDe(VIAS_ADMINISTRACAO, via),
      rename: true,
      listaControleId: op?.lista ? idDe(LISTAS_PORTARIA_344, op.lista) : null,
      materialId: itensMed[i].id,
      usoContinuo: op?.continuo ?? false,
      antimicrobiano: op?.antimicrobiano ?? false,
    })),
  );

  await tx.insert(material).values(
    MATERIAIS.map(([nome, apresentacao, unidade, subNome, minimo, maximo]) => ({
      nome,
      apresentacao,
      unidadeFornecimentoId: idDe(UNIDADES_FORNECIMENTO, unidade),
      ...doSubgrupo(subNome),
      estoqueMinimo: minimo,
      estoqueMaximo: maximo,
    })),
  );

  // each vaccine is a stock item counted in doses (rooms and the cold store hold it in the stock engine)
  const itensVac = await tx
    .insert(material)
    .values(
      VACINAS.map(([, nome, , , , , , porFrasco]) => ({
        nome: `Vacina ${nome}`,
        apresentacao: porFrasco > 1 ? `Frasco multidose com ${porFrasco} doses` : 'Dose única (frasco ou seringa)',
        unidadeFornecimentoId: idDe(UNIDADES_FORNECIMENTO, 'DOSE'),
        ...doSubgrupo('Vacinas'),
        estoqueMinimo: 20,
        estoqueMaximo: 500,
      })),
    )
    .returning({ id: material.id });
  await tx.insert(vacina).values(
    VACINAS.map(([codigo, nome, sigla, doses, via, fab, calendario, porFrasco, horas], i) => ({
      codigoImunobiologico: codigo,
      nome,
      sigla,
      doses,
      viaAdministracaoId: idDe(VIAS_ADMINISTRACAO, via),
      fabricanteId: fab ? (fabricanteId.get(fab) ?? null) : null,
      calendarioSigla: calendario,
      materialId: itensVac[i].id,
      dosesPorFrasco: porFrasco,
      validadeFrascoAbertoHoras: horas,
    })),
  );

  await tx.insert(alergia).values(ALERGIAS.map(([nome, tipo]) => ({ nome, tipoId: idDe(TIPOS_ALERGENO, tipo) })));
  await tx.insert(convenioMedico).values(CONVENIOS.map(([nome, registroAns]) => ({ nome, registroAns })));
}
