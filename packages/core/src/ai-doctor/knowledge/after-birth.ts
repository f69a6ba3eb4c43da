import { entry, type KnowledgeEntry } from './entry.ts';

/**
 * The mother after the birth: recovery, mood, family planning, and the danger signs to know
 * (WHO PNC 2022; WHO PCPNC; WHO family planning handbook; WHO maternal mental health guidance;
 * danger signs: reference danger-signs.json; helpline 1166: reference nepal-emergency-numbers.json).
 */
export const AFTER_BIRTH_ENTRIES: KnowledgeEntry[] = [
  entry(
    'pp-bleeding-normal',
    'postpartum',
    'after_delivery',
    'who_pnc_2022',
    ['Bleeding after the birth', 'सुत्केरीपछि रगत बग्ने'],
    [
      'Bleeding like a heavy period for the first days is normal; it becomes lighter, pink and then whitish over four to six weeks. Change pads often and wash with clean water.\nSoaking a pad in less than an hour, big clots, or feeling faint is a danger sign: call 102 or go to hospital now.',
      'सुत्केरीपछि पहिलो दिनहरूमा महिनावारीमा धेरै बगेको जस्तो रगत बग्नु सामान्य हो; चार-छ हप्तामा बिस्तारै कम, गुलाबी र सेतो हुँदै जान्छ। प्याड पटक-पटक फेर्नुहोस् र सफा पानीले धुनुहोस्।\nएक घण्टाभन्दा कममा प्याड भिजे, ठूला डल्ला आए, वा रिंगटा लागे खतराको लक्षण हो: १०२ मा फोन गर्नुहोस् वा अहिले नै अस्पताल जानुहोस्।',
    ],
    'bleeding after delivery, lochia, blood after birth, normal bleeding, sutkeri pachhi ragat, ragat bagne kati din, सुत्केरीपछि रगत, कति दिन रगत',
    ['baby_age'],
  ),
  entry(
    'pp-rest-recovery',
    'postpartum',
    'after_delivery',
    'who_pnc_2022',
    ['Rest and recovery', 'आराम र निको हुने'],
    [
      'Your body needs about six weeks to recover. Rest when the baby sleeps, eat well, drink water and let the family do the heavy work.\nWalk a little from the first days; avoid lifting heavy loads for six weeks.',
      'शरीर निको हुन करिब छ हप्ता लाग्छ। शिशु सुतेको बेला आराम गर्नुहोस्, राम्ररी खानुहोस्, पानी पिउनुहोस् र गह्रौँ काम परिवारलाई गर्न दिनुहोस्।\nपहिलो दिनदेखि अलिअलि हिँड्नुहोस्; छ हप्तासम्म गह्रौँ भारी नउठाउनुहोस्।',
    ],
    'rest after delivery, recovery, sutkeri aaram, kati din aaram, work after delivery, सुत्केरी आराम, कति दिन आराम',
    ['baby_age'],
  ),
  entry(
    'pp-perineum',
    'postpartum',
    'after_delivery',
    'who_pnc_2022',
    ['Stitches and pain down below', 'तलको टाँका र दुखाइ'],
    [
      'Soreness and stitches heal in one to two weeks. Wash with clean water after the toilet, change pads often and pat dry.\nFoul-smelling discharge, fever or pain that gets worse is a danger sign: go to the health post now.',
      'तल दुख्ने र टाँका एक-दुई हप्तामा निको हुन्छ। चर्पी गएपछि सफा पानीले धुनुहोस्, प्याड पटक-पटक फेर्नुहोस् र बिस्तारै पुछेर सुकाउनुहोस्।\nगन्हाउने पानी बगे, ज्वरो आए, वा दुखाइ बढ्दै गए खतराको लक्षण हो: अहिले नै स्वास्थ्य चौकी जानुहोस्।',
    ],
    'stitches, tear, perineum, pain down below, tanka, talla dukhne, yoni dukhne, टाँका, योनि दुख्ने, तल दुख्ने',
  ),
  entry(
    'pp-bathing',
    'postpartum',
    'after_delivery',
    'who_pnc_2022',
    ['Bathing and hygiene after the birth', 'सुत्केरीपछि नुहाउने र सरसफाइ'],
    [
      'You can wash and bathe from the first days with warm water; keeping clean prevents infection. Dry well and keep warm after.\nWash hands before feeding the baby and after changing pads.',
      'पहिलो दिनहरूदेखि नै मनतातो पानीले नुहाउन र धुन मिल्छ; सफा रहँदा सङ्क्रमण हुँदैन। राम्ररी सुकाउनुहोस् र पछि न्यानो रहनुहोस्।\nशिशुलाई दूध खुवाउनुअघि र प्याड फेरेपछि हात धुनुहोस्।',
    ],
    'bathe after delivery, bath, hygiene, sutkeri nuhaune, kahile nuhaune, सुत्केरी नुहाउने, सरसफाइ',
  ),
  entry(
    'pp-exercise-belly',
    'postpartum',
    'after_delivery',
    'who_pnc_2022',
    ['Getting back in shape', 'पेट घटाउने र व्यायाम'],
    [
      'Start with walking and gentle exercises for the belly and pelvic floor (squeeze as if stopping urine, hold, relax) in the first weeks. Heavier exercise can wait until after six weeks.\nBreastfeeding and good food help the body return slowly; do not diet hard while breastfeeding.',
      'पहिलो हप्ताहरूमा हिँड्ने र पेट तथा तल्लो भागको हलुका व्यायाम (पिसाब रोकेजस्तो गरी कस्ने, थाम्ने, छोड्ने) सुरु गर्नुहोस्। गह्रौँ व्यायाम छ हप्तापछि मात्र।\nदूध खुवाउने र राम्रो खानाले शरीर बिस्तारै पहिलेजस्तै हुन्छ; दूध खुवाउँदा खाना धेरै नघटाउनुहोस्।',
    ],
    'exercise after delivery, lose weight, belly fat, pet ghataune, tummy after birth, byayam, पेट घटाउने, व्यायाम, तौल घटाउने',
  ),
  entry(
    'pp-iron-after',
    'postpartum',
    'after_delivery',
    'nepal_safe_motherhood',
    ['Iron tablets after the birth', 'सुत्केरीपछि आइरन चक्की'],
    [
      'Keep taking one iron-folic acid tablet a day for 45 days after the birth, as the health post gives. It rebuilds the blood lost at birth.',
      'सुत्केरीपछि ४५ दिनसम्म स्वास्थ्य चौकीले दिएअनुसार दिनमा एउटा आइरन चक्की खाइरहनुहोस्। यसले सुत्केरीमा गएको रगत फेरि बनाउँछ।',
    ],
    'iron after delivery, 45 days iron, sutkeri pachhi iron, aairan chakki, सुत्केरीपछि आइरन, ४५ दिन',
  ),
  entry(
    'pp-sex-after',
    'postpartum',
    'after_delivery',
    'who_fp',
    ['Sex after the birth', 'सुत्केरीपछि यौन सम्पर्क'],
    [
      'Wait until the bleeding has stopped and you feel ready, usually after about six weeks. You can get pregnant again before your periods return: choose a family planning method first.',
      'रगत बग्न नरोकिँदासम्म र आफू तयार नहुँदासम्म पर्खनुहोस्, प्रायः करिब छ हप्ता। महिनावारी फर्कनुअघि नै फेरि गर्भ रहन सक्छ: पहिले परिवार नियोजनको साधन रोज्नुहोस्।',
    ],
    'sex after delivery, intercourse after birth, husband after delivery, sutkeri pachhi sambandha, सुत्केरीपछि सम्बन्ध, यौन',
  ),
  // mood
  entry(
    'mood-baby-blues',
    'mood',
    'after_delivery',
    'who_mental',
    ['Feeling sad or tearful after the birth', 'सुत्केरीपछि मन दुःखी हुने'],
    [
      'Many mothers feel tearful, worried or irritable in the first two weeks. This usually passes with rest, help and someone to talk to.\nIf low mood lasts more than two weeks, or you cannot sleep, eat or care for the baby, talk to your health worker within a day.',
      'धेरै आमालाई पहिलो दुई हप्ता रुन मन लाग्ने, चिन्ता लाग्ने वा झर्को लाग्ने हुन्छ। आराम, सहयोग र कुरा गर्ने मान्छे भए प्रायः आफैँ जान्छ।\nदुई हप्ताभन्दा बढी मन दुःखी भइरह्यो, वा सुत्न, खान वा शिशुको हेरचाह गर्न सक्नुभएन भने एक दिनभित्र स्वास्थ्यकर्मीसँग कुरा गर्नुहोस्।',
    ],
    'baby blues, sad after delivery, crying, mood, worried, man dukhi, runa man lagne, chinta, udas, मन दुःखी, रुन मन लाग्ने, चिन्ता, उदास',
  ),
  entry(
    'mood-depression',
    'mood',
    'any',
    'who_mental',
    ['Depression in pregnancy or after birth', 'गर्भ वा सुत्केरीपछिको डिप्रेसन'],
    [
      'Feeling hopeless, empty or unable to enjoy anything for more than two weeks is an illness that can be treated, not a weakness. Talk to your health worker; family support helps a lot.\nIf you have thoughts of harming yourself or the baby, get help now: call the suicide prevention helpline 1166 or go to the health post.',
      'दुई हप्ताभन्दा बढी निराश हुने, मन खाली-खाली लाग्ने वा कुनै कुरामा मन नलाग्ने हुनु उपचार हुने रोग हो, कमजोरी होइन। स्वास्थ्यकर्मीसँग कुरा गर्नुहोस्; परिवारको साथले धेरै मद्दत गर्छ।\nआफूलाई वा शिशुलाई हानि गर्ने विचार आए अहिले नै सहयोग लिनुहोस्: आत्महत्या रोकथाम हेल्पलाइन ११६६ मा फोन गर्नुहोस् वा स्वास्थ्य चौकी जानुहोस्।',
    ],
    'depression, postpartum depression, hopeless, mental health, no interest, tanav, manasik, nirash, डिप्रेसन, मानसिक, निराश, तनाव',
  ),
  entry(
    'mood-stress-support',
    'mood',
    'any',
    'who_mental',
    ['Stress and getting support', 'तनाव र सहयोग'],
    [
      'Pregnancy and a new baby are hard work. Share your worries with your husband, family, the FCHV (female community health volunteer) or the health post, and ask for help with housework.\nViolence at home harms you and the baby: the women’s helpline 1145 is free.',
      'गर्भ र नयाँ शिशुको हेरचाह धेरै मेहनतको काम हो। आफ्नो चिन्ता श्रीमान्, परिवार, महिला स्वास्थ्य स्वयंसेविका (FCHV) वा स्वास्थ्य चौकीसँग बाँड्नुहोस्, र घरको काममा सहयोग माग्नुहोस्।\nघरमा हिंसाले तपाईं र शिशुलाई हानि गर्छ: महिला हेल्पलाइन ११४५ निःशुल्क छ।',
    ],
    'stress, worry, support, family problem, husband, violence, tanav, chinta, sahayog, fchv, swayamsewika, तनाव, सहयोग, स्वयंसेविका, हिंसा',
  ),
  // family planning
  entry(
    'fp-after-birth',
    'family_planning',
    'after_delivery',
    'who_fp',
    ['Family planning after the birth', 'सुत्केरीपछि परिवार नियोजन'],
    [
      'You can get pregnant again before your period returns. Waiting at least two years before the next pregnancy is healthier for you and the baby.\nMethods that suit breastfeeding mothers: the IUD (copper T), implant, injection (Depo), progestin-only pills and condoms. The health post gives them free.',
      'महिनावारी फर्कनुअघि नै फेरि गर्भ रहन सक्छ। अर्को गर्भअघि कम्तीमा दुई वर्ष कुर्नु आमा र शिशु दुवैका लागि राम्रो हो।\nदूध खुवाउने आमालाई मिल्ने साधन: कपर टी, इम्प्लान्ट, डिपो सुई, दूध खुवाउने आमाको चक्की र कन्डम। स्वास्थ्य चौकीमा निःशुल्क पाइन्छ।',
    ],
    'family planning, contraception, birth control, spacing, next baby, parivar niyojan, arko bachha kahile, sadhan, परिवार नियोजन, अर्को बच्चा, साधन',
  ),
  entry(
    'fp-lam',
    'family_planning',
    'after_delivery',
    'who_fp',
    ['Breastfeeding as protection', 'दूध खुवाएर गर्भ रोक्ने'],
    [
      'Breastfeeding protects against pregnancy only when all three are true: the baby is under six months, you give only breast milk day and night, and your period has not returned.\nIf any one changes, start another method.',
      'दूध खुवाउँदा तीनै कुरा पूरा भए मात्र गर्भ रोकिन्छ: शिशु छ महिनाभन्दा सानो, दिनरात आमाको दूध मात्र, र महिनावारी नफर्केको।\nकुनै एउटा बदलियो भने अर्को साधन सुरु गर्नुहोस्।',
    ],
    'lam, lactational amenorrhea, breastfeeding contraception, dudh khuwauda garbha rahanchha, दूध खुवाउँदा गर्भ',
  ),
  entry(
    'fp-methods',
    'family_planning',
    'any',
    'who_fp',
    ['Family planning methods', 'परिवार नियोजनका साधन'],
    [
      'Short-term: condoms, pills and the three-monthly injection (Depo). Long-term: the implant (3 to 5 years) and the copper IUD (up to 10 or more years). Permanent: operation for the woman or the man.\nAll are free at government health facilities; the health worker helps you choose.',
      'छोटो अवधिका: कन्डम, चक्की र तीन महिने डिपो सुई। लामो अवधिका: इम्प्लान्ट (३ देखि ५ वर्ष) र कपर टी (१० वर्ष वा बढीसम्म)। स्थायी: महिला वा पुरुषको अप्रेसन (बन्ध्याकरण)।\nसबै सरकारी स्वास्थ्य संस्थामा निःशुल्क छन्; स्वास्थ्यकर्मीले रोज्न मद्दत गर्छन्।',
    ],
    'contraceptive methods, condom, pills, depo, injection, implant, iud, copper t, operation, sterilization, kapar t, chakki, bandhyakaran, कन्डम, पिल्स, डिपो, इम्प्लान्ट, कपर टी, बन्ध्याकरण',
  ),
  entry(
    'fp-periods-return',
    'family_planning',
    'after_delivery',
    'who_fp',
    ['When periods come back', 'सुत्केरीपछि महिनावारी कहिले'],
    [
      'If you breastfeed only, periods may not return for many months; if not, they may return in six to eight weeks. Irregular periods at first are normal.\nYou can become pregnant before the first period.',
      'आमाको दूध मात्र खुवाउँदा धेरै महिना महिनावारी नआउन सक्छ; नखुवाए छ-आठ हप्तामै आउन सक्छ। सुरुमा अनियमित हुनु सामान्य हो।\nपहिलो महिनावारीअघि नै गर्भ रहन सक्छ।',
    ],
    'period after delivery, menstruation return, mahinawari kahile, mens, periods not come, महिनावारी कहिले, मेन्स',
  ),
  // danger signs (general knowledge; the triage decides urgency)
  entry(
    'danger-pregnancy',
    'danger_signs',
    'pregnancy',
    'who_pcpnc',
    ['Danger signs in pregnancy', 'गर्भावस्थाका खतराका लक्षण'],
    [
      'Go to the health post or hospital at once for: bleeding, fits, severe headache or blurred vision, high fever, severe belly pain, fast or hard breathing, the baby moving less, water breaking, or labour pains before 37 weeks.\nFor fits or heavy bleeding call 102.',
      'यी भए तुरुन्तै स्वास्थ्य चौकी वा अस्पताल जानुहोस्: रगत बगे, ऐंठन (छारे रोग जस्तै काम्ने) भए, टाउको कडा दुखे वा आँखा धमिलो भए, धेरै ज्वरो आए, पेट कडा दुखे, सास छिटो चले वा सास फेर्न गाह्रो भए, गर्भमा शिशु कम चले, पानी फुटे, वा ३७ हप्ताअघि व्यथा लागे।\nऐंठन (छारे रोग जस्तै काम्ने) वा धेरै रगत बगेमा १०२ मा फोन गर्नुहोस्।',
    ],
    'danger signs pregnancy, warning signs, when to worry, khatra ko lakshan, garbha ma khatra, खतराका लक्षण, चिन्ताको कुरा',
  ),
  entry(
    'danger-newborn',
    'danger_signs',
    'baby',
    'nepal_imnci',
    ['Danger signs in a newborn', 'नवजात शिशुका खतराका लक्षण'],
    [
      'Take the baby to the health post at once for: not feeding, fits, floppy or very sleepy, fast breathing (60 or more a minute) or chest pulling in, fever or a cold body, yellow palms and soles, a red or pus-filled cord, or diarrhoea with sunken eyes.\nFor fits, blue lips or a floppy baby call 102.',
      'यी भए तुरुन्तै शिशुलाई स्वास्थ्य चौकी लैजानुहोस्: दूध चुस्न वा निल्न नसके, ऐंठन (छारे रोग जस्तै काम्ने) भए, लुलो (लत्रक्क) वा धेरै सुस्त भए, छिटो सास फेरे (मिनेटमा ६० वा बढी) वा कोखा हानेमा, ज्वरो आए वा जिउ छाम्दा चिसो भए, हत्केला-पैताला पहेँलो भए, नाइटो रातो भए वा पिप बगे, वा पखालासँगै आँखा गडेमा।\nऐंठन (छारे रोग जस्तै काम्ने) भए, ओठ निलो भए वा शिशु लुलो (लत्रक्क) भए १०२ मा फोन गर्नुहोस्।',
    ],
    'newborn danger signs, baby danger signs, sick newborn, when to take baby to hospital, nawajat khatra, bachha birami, नवजातका खतराका लक्षण, बिरामी बच्चा',
  ),
  entry(
    'danger-infant',
    'danger_signs',
    'baby',
    'nepal_imnci',
    ['Danger signs in a baby of 2 months or more', '२ महिना वा बढीको शिशुका खतराका लक्षण'],
    [
      'Take the baby to the health post or hospital at once for: not able to drink or breastfeed, vomits everything, fits, very sleepy or hard to wake, fast breathing (50 or more a minute at 2 to 11 months; 40 or more from 1 to 5 years), chest pulling in, a harsh noise when breathing in while calm, diarrhoea with sunken eyes, or fever with a stiff neck. See a health worker within a day for blood in the stool or diarrhoea for 14 days or more.\nFor fits, blue lips or a baby who does not wake call 102.',
      'यी भए तुरुन्तै शिशुलाई स्वास्थ्य चौकी वा अस्पताल लैजानुहोस्: दूध चुस्न वा पानी पिउन नसके, जे खुवाए पनि सबै बान्ता गरे, ऐंठन (छारे रोग जस्तै काम्ने) भए, धेरै सुस्त भए वा ब्युँझाउँदा पनि नब्युँझे, छिटो सास फेरे (२ देखि ११ महिनामा मिनेटमा ५० वा बढी; १ देखि ५ वर्षमा ४० वा बढी), कोखा हानेमा, शान्त हुँदा पनि सास लिँदा घ्वार्र आवाज आए, पखालासँगै आँखा गडेमा, वा ज्वरोसँगै घाँटी कडा भए। दिसामा रगत देखिए वा १४ दिन वा बढी पखाला लागे एक दिनभित्र स्वास्थ्यकर्मीलाई देखाउनुहोस्।\nऐंठन भए, ओठ निलो भए वा शिशु नब्युँझे १०२ मा फोन गर्नुहोस्।',
    ],
    'infant danger signs, danger signs older infant, sick infant, IMCI, khatra ko lakshan, खतराका लक्षण',
  ),
  entry(
    'danger-after-birth',
    'danger_signs',
    'after_delivery',
    'who_pnc_2022',
    ['Danger signs after the birth', 'सुत्केरीपछिका खतराका लक्षण'],
    [
      'Go at once for: heavy bleeding, fits, severe headache or blurred vision, fever, foul-smelling discharge, severe belly pain, or hard breathing. See a health worker within a day for a painful red breast, swelling, trouble passing urine, or very low mood.\nFor heavy bleeding or fits call 102.',
      'यी भए तुरुन्तै जानुहोस्: धेरै रगत बगे, ऐंठन (छारे रोग जस्तै काम्ने) भए, टाउको कडा दुखे वा आँखा धमिलो भए, ज्वरो आए, गन्हाउने पानी बगे, पेट कडा दुखे, वा सास फेर्न गाह्रो भए। स्तन रातो भएर दुखे, शरीर सुन्निए, पिसाब फेर्न गाह्रो भए, वा धेरै उदास भए एक दिनभित्र स्वास्थ्यकर्मीलाई भेट्नुहोस्।\nधेरै रगत बगे वा ऐंठन (छारे रोग जस्तै काम्ने) भए १०२ मा फोन गर्नुहोस्।',
    ],
    'danger signs after delivery, postpartum danger, sutkeri pachhi khatra, सुत्केरीपछि खतरा',
  ),
  entry(
    'danger-what-to-do',
    'danger_signs',
    'any',
    'nepal_safe_motherhood',
    ['What to do in an emergency', 'आपत्कालमा के गर्ने'],
    [
      'Call 102 for an ambulance, or use the fastest transport to the nearest hospital. Call your health post on the way. The emergency screen of this app has your palika’s ambulance numbers and a button to alert your health post.\nKeep a newborn warm skin to skin on the way.',
      'एम्बुलेन्सका लागि १०२ मा फोन गर्नुहोस्, वा सबैभन्दा छिटो साधनले नजिकको अस्पताल जानुहोस्। बाटोमा स्वास्थ्य चौकीलाई फोन गर्नुहोस्। यो एपको "आपत्कालीन सहायता" पृष्ठमा पालिकाका एम्बुलेन्स नम्बर र स्वास्थ्य चौकीलाई खबर गर्ने बटन छ।\nबाटोमा नवजात शिशुलाई छालामा छाला टाँसेर न्यानो राख्नुहोस्।',
    ],
    'emergency, ambulance, 102, what to do emergency, aapatkal, ambulance number, aapatkalin, आपतकाल, एम्बुलेन्स, के गर्ने',
  ),
  entry(
    'app-what-is',
    'danger_signs',
    'any',
    'nepal_safe_motherhood',
    ['What the AI doctor can do', 'एआई डाक्टरले के गर्न सक्छ'],
    [
      'The AI doctor answers common questions about pregnancy, birth, breastfeeding, baby care, vaccines and family planning from guidance written by the team. It looks for danger signs first and tells your health post when you report one.\nIt does not examine you or give a diagnosis; your health post does.',
      'एआई डाक्टरले टोलीले लेखेको सल्लाहबाट गर्भ, सुत्केरी, दूध खुवाइ, शिशुको स्याहार, खोप र परिवार नियोजनका सामान्य प्रश्नको जवाफ दिन्छ। यसले पहिले खतराका लक्षण हेर्छ र तपाईंले त्यस्तो लक्षण लेखे स्वास्थ्य चौकीलाई खबर गर्छ।\nयसले तपाईंलाई जाँच्दैन, रोग पनि ठम्याउँदैन; त्यो स्वास्थ्य चौकीले गर्छ।',
    ],
    'what can you do, who are you, ai doctor, help, how to use, timi ko hau, k garna sakchhau, एआई डाक्टर, तिमी को हौ',
  ),
];
