import { ConselhoProfissional as CP, NotificacaoTipo, SetorTipo as S } from '@saude/shared';
import { createCifra } from '../../lib/cifra.js';
import { hashSenha } from '../../lib/passwords.js';
import { loadSecret } from '../../lib/tokens.js';
import type { Db } from '../client.js';
import { seedRegistrosDemo } from './demo/registros.js';
import { gerarCnsDefinitivo, gerarCpf, type MunicipioSeed, seedMunicipio } from './municipio.js';

export const SENHA_DEMO = 'saude123';

/** The demo municipality: Garanhuns/PE, with a unit for each kind of staff (README lists the logins). */
export const DEMO: MunicipioSeed = {
  link: 'demo',
  nome: 'Secretaria Municipal de Saúde de Garanhuns (demonstração)',
  municipioId: 2606002,
  nomePrefeitura: 'Prefeitura Municipal de Garanhuns',
  ramoAtividade: 'Secretaria Municipal de Saúde',
  logo: 'garanhuns.svg',
  registros: seedRegistrosDemo,
  unidades: [
    {
      nomeFantasia: 'Secretaria Municipal de Saúde',
      cnes: '2345001',
      telefone: '8737610000',
      infraestruturas: [
        { nome: 'Sede Administrativa', centros: [{ nome: 'Administração Geral', setorTipoId: S.ADMINISTRACAO }] },
        { nome: 'Central de Regulação', centros: [{ nome: 'Regulação Ambulatorial', setorTipoId: S.ADMINISTRACAO }] },
        // the municipal cold store (issue 20): receives the vaccines and supplies the vaccination rooms
        { nome: 'Rede de Frio Municipal', centros: [{ nome: 'Central de Rede de Frio', setorTipoId: S.REDE_FRIO }] },
        // the transport sector (issue 23): books the trips for treatment outside the municipality and runs the fleet
        {
          nome: 'Central de Transporte Sanitário',
          centros: [
            { nome: 'Agendamento de Transporte', setorTipoId: S.TRANSPORTE },
            { nome: 'Coordenação de Transporte', setorTipoId: S.TRANSPORTE },
          ],
        },
      ],
    },
    {
      nomeFantasia: 'UPA 24h Dr. Arnaldo Lopes',
      cnes: '2345002',
      telefone: '8737612400',
      infraestruturas: [
        {
          nome: 'Pronto Atendimento',
          centros: [
            { nome: 'Recepção do Pronto Atendimento', setorTipoId: S.RECEPCAO },
            { nome: 'Triagem e Classificação de Risco', setorTipoId: S.TRIAGEM },
            { nome: 'Consultórios do Pronto Atendimento', setorTipoId: S.CONSULTORIO },
            // the medication queue of emergency care (nursing administers the internal prescription)
            { nome: 'Medicação do Pronto Atendimento', setorTipoId: S.ENFERMAGEM },
            { nome: 'Sala de Observação', setorTipoId: S.OBSERVACAO },
          ],
        },
      ],
    },
    {
      nomeFantasia: 'Policlínica Municipal',
      cnes: '2345003',
      telefone: '8737613300',
      infraestruturas: [
        {
          nome: 'Ambulatório de Especialidades',
          centros: [
            { nome: 'Recepção do Ambulatório', setorTipoId: S.RECEPCAO },
            { nome: 'Consultórios do Ambulatório', setorTipoId: S.CONSULTORIO },
            { nome: 'Enfermagem do Ambulatório', setorTipoId: S.ENFERMAGEM },
            { nome: 'Sala de Vacinação da Policlínica', setorTipoId: S.VACINACAO },
          ],
        },
        { nome: 'Farmácia Central', centros: [{ nome: 'Dispensação de Medicamentos', setorTipoId: S.FARMACIA }] },
        { nome: 'Almoxarifado Central', centros: [{ nome: 'Estoque Central', setorTipoId: S.ALMOXARIFADO }] },
        // the municipal laboratory (issue 21): collection room and bench
        {
          nome: 'Laboratório Municipal',
          centros: [
            { nome: 'Coleta do Laboratório', setorTipoId: S.EXAMES },
            { nome: 'Bancada do Laboratório', setorTipoId: S.EXAMES },
          ],
        },
        // the imaging service (issue 22): the X-ray and ultrasound rooms and the reporting room
        {
          nome: 'Serviço de Imagem',
          centros: [
            { nome: 'Sala de Raio-X', setorTipoId: S.EXAMES },
            { nome: 'Sala de Ultrassonografia', setorTipoId: S.EXAMES },
            { nome: 'Sala de Laudos', setorTipoId: S.EXAMES },
          ],
        },
      ],
    },
    {
      // a primary care unit (issue 20): where most of the municipality's children are vaccinated
      nomeFantasia: 'UBS Heliópolis',
      cnes: '2345004',
      telefone: '8737614400',
      infraestruturas: [
        { nome: 'Unidade Básica Heliópolis', centros: [{ nome: 'Sala de Vacinação da UBS Heliópolis', setorTipoId: S.VACINACAO }] },
      ],
    },
  ],
  usuarios: [
    {
      login: 'admin',
      nome: 'Helena Vasconcelos Prado',
      cpf: gerarCpf('529982247'),
      email: 'admin@demo.saude.local',
      lotacoes: [
        { infraestrutura: 'Sede Administrativa', ocupacao: '131210', centros: ['Administração Geral'], papeis: ['administrador'] },
        {
          infraestrutura: 'Pronto Atendimento',
          ocupacao: '131205',
          centros: ['Recepção do Pronto Atendimento', 'Triagem e Classificação de Risco'],
          papeis: ['administrador'],
        },
      ],
    },
    {
      login: 'recepcao',
      nome: 'Joana Batista de Araújo',
      cpf: gerarCpf('111444777'),
      email: 'recepcao@demo.saude.local',
      lotacoes: [
        { infraestrutura: 'Pronto Atendimento', ocupacao: '422105', centros: ['Recepção do Pronto Atendimento'], papeis: ['recepcao'] },
      ],
    },
    {
      login: 'enfermagem',
      nome: 'Marcos Antônio Ferreira',
      cpf: gerarCpf('123456789'),
      email: 'enfermagem@demo.saude.local',
      registro: { tipoId: CP.COREN, numero: '245871' },
      lotacoes: [
        { infraestrutura: 'Pronto Atendimento', ocupacao: '223505', centros: ['Triagem e Classificação de Risco'], papeis: ['enfermagem'] },
      ],
    },
    {
      login: 'medico',
      nome: 'Ricardo Lins Cavalcanti',
      cpf: gerarCpf('987654321'),
      email: 'medico@demo.saude.local',
      registro: { tipoId: CP.CRM, numero: '18342' },
      lotacoes: [
        {
          infraestrutura: 'Pronto Atendimento',
          ocupacao: '225125',
          // the doctor re-evaluates and discharges in the observation room too (the first, by name, is the default)
          centros: ['Consultórios do Pronto Atendimento', 'Sala de Observação'],
          papeis: ['medico'],
        },
      ],
    },
    {
      login: 'farmacia',
      nome: 'Beatriz Gouveia Rocha',
      cpf: gerarCpf('246813579'),
      email: 'farmacia@demo.saude.local',
      registro: { tipoId: CP.CRF, numero: '7731' },
      lotacoes: [
        { infraestrutura: 'Farmácia Central', ocupacao: '223405', centros: ['Dispensação de Medicamentos'], papeis: ['farmacia'] },
      ],
    },
    {
      // the pharmacist in charge (issue 19): pharmacy supervisor, authorises early repeats and closes the books
      login: 'farmaceutico',
      nome: 'Marcelo Augusto Falcão',
      cpf: gerarCpf('519283746'),
      email: 'farmaceutico@demo.saude.local',
      registro: { tipoId: CP.CRF, numero: '5120' },
      lotacoes: [
        {
          infraestrutura: 'Farmácia Central',
          ocupacao: '223405',
          centros: ['Dispensação de Medicamentos'],
          papeis: ['farmacia-supervisor'],
        },
      ],
    },
    {
      login: 'almoxarifado',
      nome: 'Paulo Henrique Siqueira',
      cpf: gerarCpf('135792468'),
      email: 'almoxarifado@demo.saude.local',
      lotacoes: [{ infraestrutura: 'Almoxarifado Central', ocupacao: '414105', centros: ['Estoque Central'], papeis: ['almoxarifado'] }],
    },
    {
      // the UPA's self-service kiosk (issue 7): it only issues tickets
      login: 'totem',
      nome: 'Totem da Recepção do PA',
      cpf: gerarCpf('369258147'),
      lotacoes: [{ infraestrutura: 'Pronto Atendimento', centros: ['Recepção do Pronto Atendimento'], papeis: ['totem'] }],
    },
    {
      // the polyclinic's scheduling desk (issue 17): agendas and bookings of the outpatient clinic
      login: 'agenda',
      nome: 'Cláudia Regina Nogueira',
      cpf: gerarCpf('642097531'),
      email: 'agenda@demo.saude.local',
      lotacoes: [
        {
          infraestrutura: 'Ambulatório de Especialidades',
          ocupacao: '422105',
          centros: ['Recepção do Ambulatório'],
          papeis: ['agendador'],
        },
      ],
    },
    {
      // the polyclinic's outpatient nurse (issue 17): reception queue, pre-consultation and nursing procedures
      login: 'ambulatorio',
      nome: 'Sílvia Helena Cordeiro',
      cpf: gerarCpf('753159864'),
      email: 'ambulatorio@demo.saude.local',
      registro: { tipoId: CP.COREN, numero: '318204' },
      lotacoes: [
        {
          infraestrutura: 'Ambulatório de Especialidades',
          ocupacao: '223505',
          centros: ['Enfermagem do Ambulatório', 'Recepção do Ambulatório'],
          papeis: ['ambulatorio'],
        },
      ],
    },
    {
      // a requesting sector of the polyclinic (issue 18): asks the central warehouse for its materials
      login: 'setor',
      nome: 'Renata Alves Bezerra',
      cpf: gerarCpf('975318642'),
      email: 'setor@demo.saude.local',
      lotacoes: [
        { infraestrutura: 'Ambulatório de Especialidades', ocupacao: '411010', centros: ['Enfermagem do Ambulatório'], papeis: ['setor'] },
      ],
    },
    {
      // the vaccination room nurse (issue 20): queue, records, campaign days and the room's stock, in two rooms
      login: 'vacina',
      nome: 'Patrícia Gomes de Lima',
      cpf: gerarCpf('417852963'),
      cns: gerarCnsDefinitivo('20583947162'),
      email: 'vacina@demo.saude.local',
      registro: { tipoId: CP.COREN, numero: '402317' },
      lotacoes: [
        {
          infraestrutura: 'Unidade Básica Heliópolis',
          ocupacao: '223505',
          centros: ['Sala de Vacinação da UBS Heliópolis'],
          papeis: ['vacina'],
        },
        {
          infraestrutura: 'Ambulatório de Especialidades',
          ocupacao: '223505',
          centros: ['Sala de Vacinação da Policlínica'],
          papeis: ['vacina'],
        },
      ],
    },
    {
      // the immunization coordinator (issue 20): the cold store's entries, distribution, campaigns and RIA export
      login: 'imunizacao',
      nome: 'Adriana Souto Maior',
      cpf: gerarCpf('582913746'),
      cns: gerarCnsDefinitivo('20491736258'),
      email: 'imunizacao@demo.saude.local',
      registro: { tipoId: CP.COREN, numero: '198552' },
      lotacoes: [
        {
          infraestrutura: 'Rede de Frio Municipal',
          ocupacao: '223505',
          centros: ['Central de Rede de Frio'],
          papeis: ['imunizacao-coordenador'],
        },
      ],
    },
    {
      // the laboratory technician (issue 21): collection, labels, bench worklists, results, imports and delivery
      login: 'laboratorio',
      nome: 'Fernanda Lúcia Barros',
      cpf: gerarCpf('683251947'),
      email: 'laboratorio@demo.saude.local',
      lotacoes: [
        {
          infraestrutura: 'Laboratório Municipal',
          ocupacao: '324205',
          centros: ['Coleta do Laboratório', 'Bancada do Laboratório'],
          papeis: ['laboratorio'],
        },
      ],
    },
    {
      // the laboratory's responsible biochemist (issue 21): signs the results (test A1), configures exams and quotas
      login: 'bioquimico',
      nome: 'Rodrigo Almeida Cavalcanti',
      cpf: gerarCpf('729184365'),
      cns: gerarCnsDefinitivo('20719384652'),
      email: 'bioquimico@demo.saude.local',
      registro: { tipoId: CP.CRF, numero: '04512' },
      lotacoes: [
        {
          infraestrutura: 'Laboratório Municipal',
          ocupacao: '223415',
          centros: ['Bancada do Laboratório', 'Coleta do Laboratório'],
          papeis: ['bioquimico'],
        },
      ],
    },
    {
      // the imaging service's clerk and technician (issue 22): scheduling, worklist, printing
      login: 'imagem',
      nome: 'Patrícia Helena Moura',
      cpf: gerarCpf('418305927'),
      email: 'imagem@demo.saude.local',
      lotacoes: [
        {
          infraestrutura: 'Serviço de Imagem',
          ocupacao: '324115',
          centros: ['Sala de Raio-X', 'Sala de Ultrassonografia'],
          papeis: ['imagem'],
        },
      ],
    },
    {
      // the radiologist (issue 22): writes and signs the reports (test A1), agendas, quotas, closing
      login: 'radiologista',
      nome: 'Marcelo Augusto Queiroz',
      cpf: gerarCpf('537196248'),
      cns: gerarCnsDefinitivo('20835619470'),
      email: 'radiologista@demo.saude.local',
      registro: { tipoId: CP.CRM, numero: '21457' },
      lotacoes: [
        {
          infraestrutura: 'Serviço de Imagem',
          ocupacao: '225320',
          centros: ['Sala de Laudos', 'Sala de Raio-X', 'Sala de Ultrassonografia'],
          papeis: ['radiologista'],
        },
      ],
    },
    {
      // the transport sector's booking clerk (issue 23): requests waiting, bookings with companions, slips
      login: 'transporte',
      nome: 'Letícia Ferreira Barbosa',
      cpf: gerarCpf('615029384'),
      email: 'transporte@demo.saude.local',
      lotacoes: [
        {
          infraestrutura: 'Central de Transporte Sanitário',
          ocupacao: '422105',
          centros: ['Agendamento de Transporte'],
          papeis: ['transporte'],
        },
      ],
    },
    {
      // the transport coordinator (issue 23): assembles the day's trips, boarding, closing, fleet, reports
      login: 'coordenador',
      nome: 'Sérgio Tavares Albuquerque',
      cpf: gerarCpf('702418935'),
      email: 'coordenador@demo.saude.local',
      lotacoes: [
        {
          infraestrutura: 'Central de Transporte Sanitário',
          ocupacao: '342305',
          centros: ['Agendamento de Transporte', 'Coordenação de Transporte'],
          papeis: ['transporte-coordenador'],
        },
      ],
    },
    {
      login: 'regulacao',
      nome: 'Luciana Maria Tenório',
      cpf: gerarCpf('864209753'),
      email: 'regulacao@demo.saude.local',
      lotacoes: [
        { infraestrutura: 'Central de Regulação', ocupacao: '411010', centros: ['Regulação Ambulatorial'], papeis: ['regulacao'] },
      ],
    },
  ],
  notificacoes: [
    {
      tipoId: NotificacaoTipo.INFORMATIVO,
      titulo: 'Bem-vindo ao Saúde Municipal',
      mensagem:
        '<p>Este é o ambiente de <strong>demonstração</strong> da Secretaria Municipal de Saúde.</p><p>Use o menu lateral para navegar e o botão de notificações para acompanhar os avisos da gestão.</p>',
      para: ['admin', 'recepcao', 'enfermagem', 'medico', 'farmacia', 'almoxarifado', 'regulacao'],
    },
    {
      tipoId: NotificacaoTipo.ALERTA,
      titulo: 'Campanha de vacinação contra influenza',
      mensagem:
        '<p>A campanha começa na <em>segunda-feira</em>. Organize as salas de vacinação e confira o estoque de doses.</p><ul><li>Público prioritário: idosos e gestantes</li><li>Horário: 8h às 17h</li></ul>',
      para: ['admin', 'enfermagem'],
    },
    {
      tipoId: NotificacaoTipo.SISTEMA,
      titulo: 'Manutenção programada',
      mensagem: '<p>O sistema passará por manutenção no domingo, das 2h às 4h.</p>',
      para: ['admin'],
    },
  ],
};

/** Another municipality, to show that each one sees only its own data. */
export const OUTRA: MunicipioSeed = {
  link: 'outra',
  nome: 'Secretaria Municipal de Saúde de Caruaru (demonstração)',
  municipioId: 2604106,
  nomePrefeitura: 'Prefeitura Municipal de Caruaru',
  ramoAtividade: 'Secretaria Municipal de Saúde',
  logo: 'caruaru.svg',
  unidades: [
    {
      nomeFantasia: 'Hospital Municipal de Caruaru',
      cnes: '3456001',
      infraestruturas: [{ nome: 'Direção Geral', centros: [{ nome: 'Administração do Hospital', setorTipoId: S.ADMINISTRACAO }] }],
    },
  ],
  usuarios: [
    {
      login: 'admin',
      nome: 'Fernando Queiroz Bezerra',
      cpf: gerarCpf('321654987'),
      email: 'admin@outra.saude.local',
      lotacoes: [
        { infraestrutura: 'Direção Geral', ocupacao: '131210', centros: ['Administração do Hospital'], papeis: ['administrador'] },
      ],
    },
  ],
  notificacoes: [
    {
      tipoId: NotificacaoTipo.INFORMATIVO,
      titulo: 'Aviso exclusivo de Caruaru',
      mensagem: '<p>Reunião do colegiado gestor na sexta-feira.</p>',
      para: ['admin'],
    },
  ],
};

/** An inactive municipality: its login page shows the reason in the footer. */
export const INATIVA: MunicipioSeed = {
  link: 'inativa',
  nome: 'Secretaria Municipal de Saúde de Bonito (inativa)',
  municipioId: 2602308,
  nomePrefeitura: 'Prefeitura Municipal de Bonito',
  ramoAtividade: 'Secretaria Municipal de Saúde',
  ativo: false,
  motivoInativacao: 'Contrato encerrado em 31/10/2026. Procure a Secretaria Municipal de Saúde.',
  unidades: [],
  usuarios: [],
};

/**
 * `jwtSecret`: the configured JWT_SECRET, if any. The seed encrypts with the same installation secret the app
 * will use (lib/tokens.ts loadSecret), so what it stores encrypted (the demo's test certificates) opens later.
 */
export async function seedDemo(db: Db, opts: { jwtSecret?: string } = {}) {
  const hash = await hashSenha(SENHA_DEMO);
  const cifra = createCifra(await loadSecret(db, opts.jwtSecret));
  const out: Record<string, boolean> = {};
  for (const def of [DEMO, OUTRA, INATIVA]) out[def.link] = (await seedMunicipio(db, def, hash, cifra)).criado;
  return out;
}
