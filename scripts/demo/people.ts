/** The demo community: first and last names from many places, as in a real company or club. */
export const MEMBER_NAMES = [
  'Maya Cohen',
  'Liam Novak',
  'Sofia Rossi',
  'Noah Okafor',
  'Amara Singh',
  'Lucas Silva',
  'Hana Tanaka',
  'Omar Haddad',
  'Chloe Martin',
  'Mateo Garcia',
  'Ingrid Larsen',
  'Kwame Mensah',
  'Yara Khalil',
  'Ethan Brooks',
  'Priya Patel',
  'Jonas Weber',
  'Leila Ahmadi',
  'Diego Torres',
  'Anna Kowalski',
  'Kenji Watanabe',
  'Fatima Zahra',
  'Oliver Smith',
  'Elena Petrova',
  'Samuel Adeyemi',
  'Mia Johansson',
  'Ravi Kumar',
  'Noa Levi',
  'Tomás Fernández',
  'Grace Kim',
  'Ali Rahman',
  'Zoe Dubois',
  'Daniel Friedman',
  'Aisha Bello',
  'Felix Bauer',
  'Lucía Moreno',
  'Marcus Chen',
  'Nadia Ivanova',
  'Isaac Mendes',
  'Ruth Abebe',
  'Hugo Lambert',
  'Sara Lindqvist',
  'Ben Carter',
  'Tamar Shapiro',
  'Javier Ruiz',
  'Emily Clarke',
  'Arjun Mehta',
  'Olga Sokolova',
  'Kofi Asante',
  'Julia Nowak',
  'Yusuf Demir',
  'Camille Laurent',
  'Ryan Murphy',
  'Mei Lin',
  'Pedro Alves',
  'Hannah Wright',
  'Eitan Mizrahi',
  'Ana Costa',
  'Victor Hugo Reyes',
  'Lena Fischer',
] as const

export const ADMIN_NAME = 'Dana Rivers'

export const TEAM_NAMES = [
  'Trail Blazers',
  'Morning Milers',
  'Stair Masters',
  'Couch Escapers',
  'Lunch Loopers',
  'Hill Seekers',
  'Pavement Pounders',
  'Night Owls',
] as const

/** Members per team, the leader included: 50 of the 59 members are in a team. */
export const TEAM_SIZES = [8, 7, 7, 6, 6, 6, 5, 5] as const

/** Offsets in days from today; negative is the past. Points follow the effort asked. */
export const CHALLENGES = [
  { name: '10k a Day Week', startDay: -104, days: 7, points: 500 },
  { name: 'Sunrise Walk Fortnight', startDay: -76, days: 14, points: 300 },
  { name: 'Take the Stairs', startDay: -48, days: 10, points: 400 },
  { name: 'Weekend Hike', startDay: -22, days: 3, points: 250 },
  { name: 'Lunchtime Loop', startDay: -9, days: 14, points: 200 },
  { name: 'Park Cleanup Walk', startDay: -3, days: 12, points: 350 },
] as const

export const emailOf = (name: string) =>
  `${name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')}@example.com`
