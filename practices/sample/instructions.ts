import type { StateInstructionsInput } from '../../src/config/instruction-schema.ts';

/**
 * The sample practice's words for the emergency instructions that depend on Georgia's laws and lines: the
 * overdose amnesty, the Georgia Crisis and Access Line, what a doctor must report after an injury, and who
 * must report a child being hurt. A piece shows one with `<Instruction id="overdose" />`; the rules of
 * where each must be shown are the site's (src/config/instructions.ts). Re-read every source at least once
 * a year, and whenever a law named here changes.
 */
export const instructions = {
  overdose: {
    en: {
      title: 'If someone may have overdosed',
      parts: [
        {
          ordered: true,
          items: [
            'Call {call:emergency-911} first, or have someone call while you start. Say the person will not wake up or is not breathing well. The person on the line will talk you through each step.',
            'Give naloxone if you have it: one spray into one nostril. It does no harm to someone who took no opioid, so give it if you are not sure.',
            'Help them breathe. If they are not breathing, or barely, tilt the head back, pinch the nose, seal your mouth over theirs, and give one breath every 5 seconds. Do CPR if the person on the line tells you to.',
            'No better after 2 to 3 minutes? Give a second dose in the other nostril.',
            'Once they breathe on their own, roll them onto their side, so they cannot choke if they throw up.',
            'Stay with them until help comes. Naloxone can wear off before the drug does, and the overdose can come back.',
          ],
        },
        'Call even if you fear the police. In Georgia, if you call for help for someone who may be overdosing and stay with them, neither of you can be arrested or charged for a small amount of drugs found only because of the call: less than 4 grams, less than an ounce of marijuana, or the things used to take them (O.C.G.A. § 16-13-5). Selling drugs is not covered. A law on alcohol does the same for anyone under 21 who drank too much (O.C.G.A. § 3-3-23).',
      ],
    },
    es: {
      title: 'Si alguien pudo tener una sobredosis',
      parts: [
        {
          ordered: true,
          items: [
            'Llamar primero al {call:emergency-911}, o pedir a alguien que llame mientras usted empieza. Decir que la persona no despierta o no respira bien. Para un intérprete, decir «Spanish». La persona que contesta le guía paso a paso.',
            'Dar naloxona si la tiene: una dosis en un lado de la nariz. No le hace daño a quien no tomó opioides, así que désela si no está seguro.',
            'Ayudarle a respirar. Si no respira, o casi no respira: echar la cabeza hacia atrás, tapar la nariz, cubrir su boca con la suya y dar una respiración cada 5 segundos. Hacer RCP si se lo piden por teléfono.',
            '¿No mejora en 2 o 3 minutos? Dar otra dosis en el otro lado de la nariz.',
            'Cuando respire solo, ponerlo de lado para que no se ahogue si vomita.',
            'Quedarse con la persona hasta que llegue la ayuda. La naloxona puede pasar antes que la droga, y la sobredosis puede volver.',
          ],
        },
        'Llame aunque tenga miedo a la policía. En Georgia, si pide ayuda para alguien que pudo tener una sobredosis y se queda con la persona, la policía no puede arrestar ni acusar a ninguno de los dos por poca droga que encuentre solo por esa llamada: menos de 4 gramos, menos de una onza de marihuana, o lo que se usa para tomarla (O.C.G.A. § 16-13-5). Vender drogas no está protegido. Otra ley hace lo mismo con el alcohol para menores de 21 años (O.C.G.A. § 3-3-23).',
      ],
    },
    sources: [
      {
        name: 'SAMHSA (2018). SAMHSA Opioid Overdose Prevention Toolkit (a copy of the toolkit)',
        url: 'https://docslib.org/doc/891874/samhsa-opioid-overdose-prevention-toolkit',
        supports:
          "Its five steps: evaluate for signs of an overdose, call 911, give naloxone, support the person's breathing, monitor the response (another dose after 2 to 3 minutes, and stay until help arrives).",
      },
      {
        name: 'Mayo Clinic, drug information from IBM Micromedex. Naloxone (nasal route): proper use',
        url: 'https://www.mayoclinic.org/drugs-supplements/naloxone-nasal-route/proper-use/drg-20165181',
        supports:
          'The recovery position, and another dose every 2 to 3 minutes until the person responds or help arrives.',
      },
      {
        name: 'Official Code of Georgia § 16-13-5 (immunity for seeking medical assistance for a drug overdose)',
        url: 'https://law.justia.com/codes/georgia/2020/title-16/chapter-13/article-1/section-16-13-5/',
        supports:
          'No arrest, charge or prosecution for less than 4 grams, less than an ounce of marijuana or drug-related objects found solely because help was sought (9-1-1, law enforcement or a poison control center) by someone who gives care while waiting.',
      },
      {
        name: 'Official Code of Georgia § 3-3-23 (its subsection on seeking help after an alcohol overdose under 21)',
        url: 'https://law.justia.com/codes/georgia/2022/title-3/chapter-3/article-2/section-3-3-23',
        supports: 'The same protection from underage drinking charges for someone under 21 who seeks help.',
      },
    ],
    checked: {
      on: '2026-12-01',
      note: "The steps as the pieces on overdose had them since 2026-11-25, now said once; the first step is the toolkit's first two (the signs are the reason for the call). The toolkit is read on a copy (docslib); SAMHSA has since replaced it with an Overdose Prevention and Response Toolkit, not in the index searched: read it at the next review. § 16-13-5 read again on 2026-12-01: \"seeks medical assistance\" means calling 9-1-1, law enforcement or a poison control center and giving care until help arrives; that the person overdosing is protected too is from a district attorney's fact sheet quoted by the Times-Georgian, the statute's own subsection being cut off in the copy read.",
    },
  },

  'urgent-signs': {
    en: {
      title: 'When signs cannot wait',
      parts: [
        'If anyone is in danger right now, call {call:emergency-911}.',
        'If no one is in danger this minute, do not wait for an appointment. Today, call or text {call:988-lifeline}, or call the Georgia Crisis and Access Line at {call:georgia-crisis-access-line}. They can talk it through with you, send a crisis team to you, or help you be seen fast.',
        'A crisis team is a trained counselor and a helper. They come in plain clothes, in a car with no lights or sirens.',
      ],
    },
    es: {
      title: 'Cuando las señales no pueden esperar',
      parts: [
        'Si alguien está en peligro ahora mismo, llamar al {call:emergency-911}.',
        'Si nadie está en peligro en este momento, no esperar a una cita. Hoy mismo, llamar al {call:988-lifeline} y marcar 2, o llamar a la Línea de Crisis y Acceso de Georgia al {call:georgia-crisis-access-line} y pedir un intérprete. Pueden hablar con la persona, mandar un equipo de crisis a donde esté, o conseguir una cita rápida.',
        'Un equipo de crisis es un consejero capacitado y un ayudante. Llegan con ropa normal, en un carro sin luces ni sirenas.',
      ],
    },
    sources: [
      {
        name: 'Georgia Department of Behavioral Health and Developmental Disabilities. Crisis system of Georgia',
        url: 'https://dbhdd.georgia.gov/be-dbhdd/crisis-system-georgia',
        supports:
          'GCAL answers any hour, in any part of Georgia, by phone, can "dispatch mobile crisis teams", and can get someone seen quickly.',
      },
      {
        name: '988 Georgia. Mobile crisis response (frequently asked questions)',
        url: 'https://988ga.org/home-1',
        supports:
          'In Georgia, 988 calls, texts and chats are answered by GCAL, any hour; a mobile crisis team is "a master\'s level or licensed clinician and a paraprofessional or certified peer specialist" who "arrive dressed in plain clothes and unmarked cars without lights and sirens".',
      },
      {
        name: 'SAMHSA. 988 frequently asked questions',
        url: 'https://www.samhsa.gov/find-help/988/faqs',
        supports:
          'Call or text 988 at any hour about a mental health or substance use crisis, for yourself or someone else.',
      },
      {
        name: 'HRSA. National Maternal Mental Health Hotline, frequently asked questions',
        url: 'https://mchb.hrsa.gov/national-maternal-mental-health-hotline/faq',
        supports: '"If an individual is in imminent danger of harm to self or others, they should call 911."',
      },
    ],
    checked: {
      on: '2026-12-01',
      note: "The team's members and their plain clothes were read on the 988 Georgia answers page about mobile crisis response (faq.988ga.org), linked from 988ga.org. DBHDD says people in immediate danger are handed to 911 by GCAL (https://dbhdd.georgia.gov/access-services): the words never promise that no police will come.",
    },
  },

  'injury-report': {
    en: {
      title: 'If you were hurt: getting checked in Georgia',
      parts: [
        'Get checked today, even if you feel fine.',
        'Know this before you go. In Georgia, a doctor must report an injury they think was not an accident. So must a nurse or other staff at a hospital or clinic. The hospital or clinic then tells the local police (O.C.G.A. § 31-7-9).',
        'Want to plan first? An advocate at the National Domestic Violence Hotline can help you think about what to say, and what may happen next: {call:domestic-violence-hotline}. In danger now? Call {call:emergency-911}.',
      ],
    },
    es: {
      title: 'Si te hicieron daño: que te revisen en Georgia',
      parts: [
        'Hay que ir hoy a que revisen la herida, aunque no duela.',
        'Antes de ir, es bueno saber esto. En Georgia, un médico tiene que avisar si atiende una herida que cree que no fue un accidente. También una enfermera u otra persona del hospital o la clínica. El hospital o la clínica avisa luego a la policía local (O.C.G.A. § 31-7-9).',
        '¿Quiere hacer un plan antes? Una persona de la Línea Nacional contra la Violencia Doméstica ayuda a pensar qué decir y qué puede pasar: {call:domestic-violence-hotline}. ¿En peligro ahora? Llamar al {call:emergency-911}.',
      ],
    },
    sources: [
      {
        name: 'Official Code of Georgia § 31-7-9 (reports by physicians and other personnel of nonaccidental injuries to patients)',
        url: 'https://getpocketlaw.com/law/state_georgia/section-31-7-9-reports-by-physicians-and-other-personnel-of-nonaccidental-injuries-to-patients-immunity-from-liability_ecbada088042',
        supports:
          'A physician, or a registered nurse or other patient-care staff of a medical facility, with cause to believe a patient\'s injury was inflicted "other than by accidental means" reports it at once to the person in charge, who notifies the local law enforcement agency.',
      },
    ],
    checked: {
      on: '2026-12-01',
      note: "Read on a copy of the code (the justia copy of this section was not in the index searched): confirm on the current official code. The text names no exception for the patient's wishes in the part read; the rest of the section was cut off.",
    },
  },

  'child-abuse-report': {
    en: {
      title: 'Who must report a child being hurt, in Georgia',
      parts: [
        "In Georgia, many adults must report it when they think a child under 18 is being hurt: teachers, school counselors, doctors, nurses, therapists and others. The law calls them mandated reporters. They report to the state's child welfare agency, DFCS, within 24 hours (O.C.G.A. § 19-7-5).",
        'That is not a betrayal. It is how a child gets help. DFCS reads each report and decides what to do next.',
        'Anyone else can report too, at any hour: call DFCS at {call:georgia-child-abuse-reports}. If a child is in danger right now, call {call:emergency-911}.',
      ],
    },
    es: {
      title: 'Quién tiene que avisar si le hacen daño a un niño, en Georgia',
      parts: [
        'En Georgia, muchos adultos tienen que avisar si creen que alguien le hace daño a un menor de 18 años: maestros, consejeros escolares, médicos, enfermeras, terapeutas y otros. Avisan a la agencia del estado que protege a los niños, DFCS, en menos de 24 horas (O.C.G.A. § 19-7-5).',
        'No es una traición. Así un niño recibe ayuda. DFCS lee cada aviso y decide qué hacer.',
        'Cualquier otra persona también puede avisar, a cualquier hora: llamar a DFCS al {call:georgia-child-abuse-reports} y pedir un intérprete. Si un niño está en peligro ahora, llamar al {call:emergency-911}.',
      ],
    },
    sources: [
      {
        name: 'Child Welfare Information Gateway (2023). Mandatory reporting of child abuse and neglect: Georgia',
        url: 'https://www.childwelfare.gov/resources/mandatory-reporting-child-abuse-and-neglect-georgia/',
        supports:
          'Mandated reporters include physicians, nurses, teachers, school counselors, psychologists, counselors, social workers and marriage and family therapists.',
      },
      {
        name: 'Official Code of Georgia § 19-7-5 (reporting of child abuse)',
        url: 'https://law.justia.com/codes/georgia/2020/title-19/chapter-7/article-1/section-19-7-5/',
        supports:
          '"Child" means any person under 18; a report goes to the child welfare agency no later than 24 hours after there is reasonable cause to believe a child was abused.',
      },
      {
        name: 'Georgia Division of Family and Children Services. Child abuse and neglect',
        url: 'https://dfcs.georgia.gov/child-abuse-neglect',
        supports:
          'Reports to 1-855-GACHILD (422-4453) are taken 24 hours a day, seven days a week; an immediate emergency is 911.',
      },
    ],
    checked: { on: '2026-12-01' },
  },
} satisfies StateInstructionsInput;
