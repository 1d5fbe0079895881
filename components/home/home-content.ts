import { causeByCode } from '@/lib/domain/donations';

/** Counts kept by the office (no table holds them); the products and donors counts come from the database. */
export const OFFICE_STATS = {
  children: { value: '150+', label: 'Happy Children' },
  volunteers: { value: '50+', label: 'Volunteers' },
} as const;

/** English texts; the page shows messages home.initiativeText.{code} and donationForm.causes.{code}.name. */
export const INITIATIVES = [
  {
    code: 'STEER',
    name: causeByCode('STEER')!.name,
    image: '/images/initiatives/steer.webp',
    text: 'Skill training for young people and women: tailoring, crafts and digital basics that lead to steady work.',
  },
  {
    code: 'AS',
    name: causeByCode('AS')!.name,
    image: '/images/initiatives/shakti.webp',
    text: 'Women empowerment through self-help groups, financial literacy and small businesses of their own.',
  },
  {
    code: 'KN',
    name: causeByCode('KN')!.name,
    image: '/images/initiatives/kshudha.webp',
    text: 'Hunger relief: warm meals for children at our learning centres and ration kits for families in need.',
  },
  {
    code: 'NN',
    name: causeByCode('NN')!.name,
    image: '/images/initiatives/nature.webp',
    text: 'Plantation drives with schools and neighbours, and care for every sapling until it can stand alone.',
  },
] as const;

export const VOLUNTEER_REASONS = [
  {
    title: 'Make a real difference',
    text: 'Teach a class, mentor a trainee or help at a meal drive: a few hours a week change a child’s or a woman’s year.',
  },
  { title: 'Learn and grow', text: 'Work alongside social workers and artisans, lead small projects and earn a volunteering certificate.' },
  {
    title: 'Join a community',
    text: 'Meet people who care about Kanpur as much as you do, at plantation drives, festivals and workshops.',
  },
] as const;

export const TESTIMONIALS = [
  { name: 'Anjali Verma', role: 'Donor', text: 'Transparent, prompt with receipts and always happy to show where the money went.' },
  {
    name: 'Rakesh Gupta',
    role: 'Volunteer',
    text: 'Teaching at the evening centre is the best part of my week. The children are unstoppable.',
  },
  { name: 'Sunita Devi', role: 'STEER trainee', text: 'I learnt tailoring here and now run a small boutique from home.' },
  {
    name: 'Dr. Meera Shukla',
    role: 'Partner school',
    text: 'The plantation drive with our students was organised beautifully and the trees are thriving.',
  },
  { name: 'Amit Srivastava', role: 'Customer', text: 'The diya set was gorgeous, well packed and arrived in four days.' },
  { name: 'Farah Khan', role: 'Donor', text: 'I sponsor meals every month; the updates they send make it personal.' },
  { name: 'Pooja Mishra', role: 'Shakti group member', text: 'Our self-help group opened its first bank account with their help.' },
  { name: 'Vikram Singh', role: 'Corporate partner', text: 'A dependable partner for our CSR programme, with clear reporting.' },
  { name: 'Neha Tiwari', role: 'Customer', text: 'Lovely handmade gifts, and I know exactly whom my purchase supports.' },
] as const;
