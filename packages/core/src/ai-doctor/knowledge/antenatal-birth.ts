import { entry, type KnowledgeEntry } from './entry.ts';

/**
 * Antenatal visits, getting ready for the birth, and labour. Visit times: the national eHMIS's 8 ANC
 * contacts (reference/anc-contacts.ts, from nepal-hmis-dhis2.md §1.1: ≤12, 13-16, 20-24, 28, 32, 34, 36,
 * 38-40 weeks; docs/decisions/031-anc-eight-contacts.md); Td: reference nepal-immunization-schedule.json (two doses a month apart);
 * misoprostol: the national programme in the same reference.
 */
export const ANTENATAL_BIRTH_ENTRIES: KnowledgeEntry[] = [
  entry(
    'anc-visits',
    'antenatal_visits',
    'pregnancy',
    'nepal_safe_motherhood',
    ['How many check-ups in pregnancy', 'गर्भ जाँच कति पटक'],
    [
      'Nepal’s programme asks for eight check-ups: by 12 weeks of pregnancy, then at 13-16, 20-24, 28, 32, 34, 36 and 38-40 weeks. Go whenever the health post asks you to.\nCheck-ups find problems early, like high blood pressure or low blood. Your schedule screen shows your next visit.',
      'नेपालको कार्यक्रमले आठ पटक गर्भ जाँच गराउन भन्छ: गर्भको १२ हप्ताभित्र, त्यसपछि १३-१६, २०-२४, २८, ३२, ३४, ३६ र ३८-४० हप्तामा। स्वास्थ्य चौकीले बोलाएको बेला जानुहोस्।\nजाँचले रक्तचाप (प्रेसर) बढेको वा रगतको कमीजस्ता समस्या चाँडै पत्ता लगाउँछ। तपाईंको तालिकामा अर्को जाँचको मिति छ।',
    ],
    'check ups, checkups needed, antenatal care, anc, check up, checkup, how many visits, eight check-ups, garbha janch, jach, kati patak janch, aath patak, health post visit, गर्भ जाँच, जाँच, कति पटक, आठ पटक',
    ['week', 'next_due'],
  ),
  entry(
    'anc-first-visit',
    'antenatal_visits',
    'pregnancy',
    'who_anc_2016',
    ['The first check-up', 'पहिलो जाँच'],
    [
      'Go for your first check-up as soon as you know you are pregnant, within the first three months if you can.\nThe health worker asks about your health, checks blood pressure and weight, tests blood and urine, gives the Td vaccine and tablets, and registers your pregnancy.',
      'गर्भवती भएको थाहा हुनासाथ, सकेसम्म पहिलो तीन महिनाभित्रै पहिलो जाँचमा जानुहोस्।\nस्वास्थ्यकर्मीले स्वास्थ्यबारे सोध्छन्, रक्तचाप र तौल नाप्छन्, रगत र पिसाब जाँच्छन्, टि.डी. खोप र चक्की दिन्छन्, र गर्भ दर्ता गर्छन्।',
    ],
    'first visit, first checkup, pregnancy test, registration, pahilo janch, garbha darta, pregnant bhaye ke garne, पहिलो जाँच, गर्भ दर्ता, गर्भवती भएँ',
  ),
  entry(
    'anc-what-happens',
    'antenatal_visits',
    'pregnancy',
    'who_anc_2016',
    ['What happens at a check-up', 'जाँचमा के गरिन्छ'],
    [
      'At each check-up the health worker measures your blood pressure and weight, feels the belly to see the baby’s growth and position, listens to the baby’s heartbeat and asks about danger signs.\nTake your card and your tablets with you; ask any questions you have.',
      'हरेक जाँचमा स्वास्थ्यकर्मीले रक्तचाप र तौल नाप्छन्, पेट छामेर शिशु कति बढ्यो र कसरी बसेको छ हेर्छन्, शिशुको मुटुको धड्कन सुन्छन् र खतराका लक्षण सोध्छन्।\nआफ्नो कार्ड र चक्की लिएर जानुहोस्; जे प्रश्न छ सोध्नुहोस्।',
    ],
    'what happens at checkup, anc visit, blood pressure check, janch ma ke garchha, जाँचमा के हुन्छ, कार्ड',
  ),
  entry(
    'anc-blood-pressure',
    'antenatal_visits',
    'pregnancy',
    'who_anc_2016',
    ['Blood pressure in pregnancy', 'गर्भावस्थामा रक्तचाप (प्रेसर)'],
    [
      'High blood pressure in pregnancy can harm mother and baby, often without feeling ill. That is why it is measured at every check-up; your report shows your readings.\nSevere headache, blurred vision, or swelling of the face and hands can mean high pressure: go to the health post now.',
      'गर्भमा रक्तचाप (प्रेसर) बढ्दा आमा र शिशुलाई हानि गर्न सक्छ, प्रायः आफूलाई बिरामी जस्तो नलागे पनि। त्यसैले हरेक जाँचमा नापिन्छ; तपाईंको रिपोर्टमा यो देखिन्छ।\nटाउको कडा दुखे, आँखा धमिलो भए, वा अनुहार र हात सुन्निए प्रेसर बढेको हुन सक्छ: अहिले नै स्वास्थ्य चौकी जानुहोस्।',
    ],
    'blood pressure, bp, high bp, pressure, pre-eclampsia, raktachap, presar, bp badhyo, उच्च रक्तचाप, रक्तचाप, प्रेसर',
  ),
  entry(
    'anc-tests',
    'antenatal_visits',
    'pregnancy',
    'who_anc_2016',
    ['Blood, urine and ultrasound tests', 'रगत, पिसाब र अल्ट्रासाउन्ड जाँच'],
    [
      'At check-ups the health worker tests your blood (haemoglobin, blood group, infections) and urine (protein, sugar, infection). An ultrasound, ideally before 24 weeks, checks the baby’s age and growth.\nAsk the health post which tests you still need.',
      'जाँचमा स्वास्थ्यकर्मीले रगत (हेमोग्लोबिन, रगत समूह, सङ्क्रमण) र पिसाब (प्रोटिन, चिनी, सङ्क्रमण) जाँच्छन्। अल्ट्रासाउन्ड (भिडियो एक्स-रे), सकेसम्म २४ हप्ताअघि, शिशुको उमेर र वृद्धि हेर्न गरिन्छ।\nअझै कुन जाँच बाँकी छ भनेर स्वास्थ्य चौकीमा सोध्नुहोस्।',
    ],
    'blood test, urine test, ultrasound, scan, video xray, usg, ragat janch, pisab janch, bhidiyo xray, रगत जाँच, पिसाब जाँच, भिडियो एक्सरे',
  ),
  entry(
    'anc-td-vaccine',
    'vaccines',
    'pregnancy',
    'nepal_nip',
    ['Td vaccine in pregnancy', 'गर्भावस्थामा टि.डी. खोप'],
    [
      'Pregnant women get two doses of the Td (tetanus-diphtheria) vaccine, one month apart, the first as early as possible in pregnancy. It protects you and the newborn from tetanus.\nIt is free at the health post; bring your card.',
      'गर्भवती आमाले टि.डी. खोप (धनुष्टङ्कार, भ्यागुते रोग) का दुई मात्रा एक महिनाको फरकमा पाउँछन्, पहिलो मात्रा गर्भको सकेसम्म सुरुमै। यसले आमा र नवजात शिशुलाई धनुष्टङ्कारबाट बचाउँछ।\nस्वास्थ्य चौकीमा निःशुल्क छ; कार्ड लिएर जानुहोस्।',
    ],
    'td vaccine, tt vaccine, tetanus, injection in pregnancy, td khop, tt sui, dhanustankar, टीडी खोप, टिटी, धनुष्टङ्कार, सुई',
    ['next_due'],
  ),
  entry(
    'anc-aama-programme',
    'antenatal_visits',
    'pregnancy',
    'nepal_safe_motherhood',
    ['Free care and the Aama programme', 'आमा सुरक्षा कार्यक्रम'],
    [
      'Birth at a government birthing centre or hospital is free in Nepal, and the Aama programme gives money for transport after a birth there and for completing the check-ups.\nAsk your health post how much and what papers you need.',
      'नेपालमा सरकारी बर्थिङ सेन्टर वा अस्पतालमा सुत्केरी निःशुल्क छ, र आमा सुरक्षा कार्यक्रमले त्यहाँ सुत्केरी भएपछि यातायात खर्च र पूरा जाँच गराएकोमा पैसा दिन्छ।\nकति पाइन्छ र के कागज चाहिन्छ भनेर स्वास्थ्य चौकीमा सोध्नुहोस्।',
    ],
    'aama programme, aama surakshya, free delivery, money for delivery, incentive, transport money, yatayat kharcha, nishulka, आमा सुरक्षा, निःशुल्क सुत्केरी, यातायात खर्च',
  ),
  // birth preparedness
  entry(
    'birth-plan',
    'birth_preparedness',
    'pregnancy',
    'who_pcpnc',
    ['Planning for the birth', 'सुत्केरीको तयारी'],
    [
      'Plan early: where you will give birth (a birthing centre or hospital), how you will get there day or night, who will go with you, money saved, and a person who can give blood.\nKeep the health post’s and the ambulance’s numbers ready.',
      'चाँडै योजना बनाउनुहोस्: कहाँ सुत्केरी हुने (बर्थिङ सेन्टर वा अस्पताल), दिन होस् वा रात कसरी पुग्ने, को साथमा जाने, बचत गरेको पैसा, र रगत दिन सक्ने मान्छे।\nस्वास्थ्य चौकी र एम्बुलेन्सको नम्बर तयार राख्नुहोस्।',
    ],
    'birth plan, prepare for delivery, delivery preparation, sutkeri tayari, delivery ko tayari, blood donor, सुत्केरीको तयारी, योजना',
    ['week'],
  ),
  entry(
    'birth-bag',
    'birth_preparedness',
    'pregnancy',
    'who_pcpnc',
    ['What to take for the birth', 'सुत्केरी हुन जाँदा के लैजाने'],
    [
      'Pack a bag in the 8th month: your card and papers, clean clothes and pads for you, warm clothes, cap and soft cloths for the baby, a blanket, soap, and some money and food.',
      'आठौँ महिनामै झोला तयार गर्नुहोस्: कार्ड र कागजपत्र, आफ्ना सफा कपडा र प्याड, शिशुका लागि न्यानो लुगा, टोपी र नरम कपडा, कम्बल, साबुन, र केही पैसा र खाना।',
    ],
    'what to take to the birthing centre, take to hospital, what to bring, hospital bag, what to pack, things for delivery, ke lane, jhola, delivery ma ke lane, के लैजाने, झोला',
  ),
  entry(
    'birth-where',
    'birth_preparedness',
    'pregnancy',
    'nepal_safe_motherhood',
    ['Where to give birth', 'कहाँ सुत्केरी गराउने'],
    [
      'Give birth at a birthing centre or hospital with a skilled birth attendant. If bleeding or another problem starts, help is there at once.\nBirth at home is riskier; if it happens, call the health post and get the mother and baby checked within 24 hours.',
      'सुत्केरी गराउन तालिम पाएका स्वास्थ्यकर्मी (दक्ष प्रसूतिकर्मी) भएको बर्थिङ सेन्टर वा अस्पतालमा सुत्केरी गराउनुहोस्। रगत बग्ने वा अरू समस्या भए तुरुन्तै उपचार पाइन्छ।\nघरमा सुत्केरी हुँदा खतरा बढी हुन्छ; घरमै भयो भने स्वास्थ्य चौकीमा फोन गर्नुहोस् र २४ घण्टाभित्र आमा र शिशुको जाँच गराउनुहोस्।',
    ],
    'where to deliver, birthing centre, hospital delivery, home delivery, ghar mai sutkeri, aspatal, birthing center, कहाँ सुत्केरी, बर्थिङ सेन्टर, घरमै सुत्केरी',
  ),
  entry(
    'birth-misoprostol',
    'birth_preparedness',
    'pregnancy',
    'nepal_safe_motherhood',
    ['Misoprostol tablets for a home birth', 'घरमा सुत्केरी हुँदा मिसोप्रोस्टोल चक्की'],
    [
      'If you may give birth at home, the health post gives misoprostol tablets (three tablets). Take them right after the baby is born, once you are sure there is no second baby, to reduce bleeding.\nStill, a birth at a birthing centre is safest.',
      'घरमै सुत्केरी हुन सक्ने भए स्वास्थ्य चौकीले मिसोप्रोस्टोल (मातृ सुरक्षा चक्की, तीन चक्की) दिन्छ। शिशु जन्मेपछि, अर्को शिशु छैन भन्ने पक्का भएपछि तुरुन्तै खानुहोस्; यसले रगत बग्न कम गर्छ।\nतैपनि बर्थिङ सेन्टरमा सुत्केरी सबैभन्दा सुरक्षित हो।',
    ],
    'misoprostol, matri surakshya chakki, msc, home birth tablet, bleeding prevention tablet, मिसोप्रोस्टोल, मातृ सुरक्षा चक्की',
  ),
  entry(
    'birth-transport',
    'birth_preparedness',
    'pregnancy',
    'nepal_safe_motherhood',
    ['Transport and money for the birth', 'सुत्केरीका लागि गाडी र पैसा'],
    [
      'Decide now who will take you and how (ambulance, jeep, stretcher) and save some money. Keep the ambulance numbers of your palika in your phone: they are on the emergency screen.\nLive near the birthing centre in the last weeks if the road is long.',
      'तपाईंलाई को र कसरी लैजाने (एम्बुलेन्स, जिप, स्ट्रेचर) अहिले नै तय गर्नुहोस् र केही पैसा बचत गर्नुहोस्। पालिकाका एम्बुलेन्स नम्बर फोनमा राख्नुहोस्: "आपत्कालीन सहायता" पृष्ठमा छन्।\nबाटो लामो छ भने अन्तिम हप्ताहरूमा बर्थिङ सेन्टर नजिक बस्नुहोस्।',
    ],
    'transport, ambulance, jeep, how to reach hospital, money saving, gadi, ambulance number, paisa, गाडी, एम्बुलेन्स, पैसा बचत',
  ),
  entry(
    'birth-blood-donor',
    'birth_preparedness',
    'pregnancy',
    'who_pcpnc',
    ['Blood group and a blood donor', 'रगत समूह र रगत दिने मान्छे'],
    [
      'Know your blood group (the health post tests it) and find one or two relatives with a matching group who are ready to give blood if you bleed heavily at the birth.',
      'आफ्नो रगत समूह थाहा पाउनुहोस् (स्वास्थ्य चौकीले जाँच्छ) र सुत्केरीमा धेरै रगत बगे रगत दिन तयार मिल्ने समूहका एक-दुई आफन्त खोज्नुहोस्।',
    ],
    'blood group, blood donor, donate blood, ragat samuha, ragat dine, blood type, रगत समूह, रगत दिने',
  ),
  // labour
  entry(
    'labour-signs',
    'labour',
    'pregnancy',
    'who_pcpnc',
    ['Signs that labour has started', 'व्यथा सुरु भएको लक्षण'],
    [
      'Labour has likely started when painful tightenings of the belly come regularly and get stronger and closer, when a sticky plug with a little blood (show) comes, or when the waters break.\nGo to your birthing centre when pains come every five minutes, or at once if the waters break, you bleed, or it is before 37 weeks.',
      'पेट नियमित रूपमा कसिँदै दुख्न थाल्यो र दुखाइ बढ्दै, नजिकिँदै गयो, अलिकति रगत मिसिएको लेसिलो चिप्लो चीज निस्कियो, वा पानी फुट्यो भने व्यथा सुरु भएको हुन सक्छ।\nहरेक पाँच मिनेटमा दुख्न थाले बर्थिङ सेन्टर जानुहोस्; पानी फुटे, रगत बगे वा ३७ हप्ताअघि भए तुरुन्तै जानुहोस्।',
    ],
    'labour signs, labor signs, how do i know labour, contractions, show, delivery signs, betha suru, byatha ko lakshan, sutkeri hune lakshan, व्यथा, बेथा, सुत्केरी हुने लक्षण',
    ['week'],
  ),
  entry(
    'labour-false',
    'labour',
    'pregnancy',
    'who_pcpnc',
    ['Practice tightenings (false labour)', 'झुटो व्यथा'],
    [
      'From the middle of pregnancy the belly may tighten now and then without much pain. These practice tightenings are irregular and stop with rest.\nReal labour pains come regularly and get stronger. Before 37 weeks, regular pains need a check now.',
      'गर्भको बीचतिरदेखि कहिलेकाहीँ पेट धेरै नदुखी कसिन सक्छ। यस्तो अभ्यासको कसाइ अनियमित हुन्छ र आराम गर्दा रोकिन्छ।\nसाँचो व्यथा नियमित आउँछ र बढ्दै जान्छ। ३७ हप्ताअघि नियमित दुखाइ भए अहिले नै जाँच गराउनुहोस्।',
    ],
    'false labour, braxton hicks, tightening, belly tight, pet kasine, jhuto betha, झुटो व्यथा, पेट कसिने',
  ),
  entry(
    'labour-when-to-go',
    'labour',
    'pregnancy',
    'who_pcpnc',
    ['When to go to the birthing centre', 'बर्थिङ सेन्टर कहिले जाने'],
    [
      'Go when labour pains come regularly about every five minutes, or earlier if you live far away.\nGo at once for bleeding, waters breaking, severe headache, fits, fever, or the baby moving less.',
      'व्यथा करिब हरेक पाँच मिनेटमा नियमित आउन थालेपछि जानुहोस्, टाढा बस्नुहुन्छ भने अझ चाँडै।\nरगत बगे, पानी फुटे, टाउको कडा दुखे, ऐंठन (छारे रोग जस्तै काम्ने) भए, ज्वरो आए, वा गर्भमा शिशु कम चले तुरुन्तै जानुहोस्।',
    ],
    'when to go to hospital, when to leave for delivery, kahile jane, aspatal kahile jane, kati bela jane, कहिले जाने, अस्पताल कहिले',
    ['week'],
  ),
  entry(
    'labour-process',
    'labour',
    'pregnancy',
    'who_pcpnc',
    ['What happens in labour', 'व्यथामा के हुन्छ'],
    [
      'In the first stage the neck of the womb opens slowly; for a first baby this often takes many hours. Walk, drink and pass urine often. Then the baby is pushed out, and the placenta comes out soon after.\nA labour going on more than 12 hours needs a doctor’s care.',
      'पहिलो चरणमा पाठेघरको मुख बिस्तारै खुल्छ; पहिलो शिशुमा यसमा धेरै घण्टा लाग्न सक्छ। हिँड्नुहोस्, पानी पिउनुहोस् र पटक-पटक पिसाब गर्नुहोस्। त्यसपछि शिशु बाहिर निस्कन्छ, र केही बेरमा साल निस्कन्छ।\n१२ घण्टाभन्दा लामो व्यथामा डाक्टरको हेरचाह चाहिन्छ।',
    ],
    'labour process, stages of labour, how long labour, pushing, normal delivery, betha kati samaya, normal sutkeri, साधारण सुत्केरी, व्यथा कति बेर',
  ),
  entry(
    'labour-caesarean',
    'labour',
    'any',
    'who_pcpnc',
    ['Caesarean birth (operation)', 'अप्रेसन गरेर सुत्केरी'],
    [
      'A caesarean is an operation to bring the baby out through the belly, done when a normal birth is unsafe. Most mothers go home after a few days.\nKeep the wound clean and dry; fever, pus, redness or a lot of pain at the wound need a check the same day.',
      'सिजेरियन भनेको पेट चिरेर शिशु निकाल्ने अप्रेसन हो, सामान्य सुत्केरी सुरक्षित नहुँदा गरिन्छ। धेरैजसो आमा केही दिनमा घर जान्छन्।\nघाउ सफा र सुक्खा राख्नुहोस्; ज्वरो आए, वा घाउमा पिप आए, घाउ रातो भए वा धेरै दुखे सोही दिन जाँच गराउनुहोस्।',
    ],
    'caesarean, c section, cesarean, operation delivery, operation, aparation, operation garera sutkeri, tanka, wound, अप्रेसन, सिजेरियन, टाँका, घाउ',
  ),
  entry(
    'labour-overdue',
    'labour',
    'pregnancy',
    'who_pcpnc',
    ['Past the due date', 'सुत्केरी हुने अनुमानित मिति नाघेपछि'],
    [
      'Many babies come a little after the due date. Keep feeling the baby move every day and go for a check-up at 40 weeks.\nIf you reach 41 weeks without labour, the health worker may refer you to start labour at a hospital.',
      'धेरै शिशु अनुमानित मितिभन्दा अलि पछि जन्मिन्छन्। हरेक दिन शिशु चलेको ध्यान दिनुहोस् र ४० हप्तामा जाँच गराउनुहोस्।\n४१ हप्तासम्म व्यथा लागेन भने स्वास्थ्यकर्मीले अस्पतालमा व्यथा सुरु गराउन पठाउन सक्छन्।',
    ],
    'overdue, past due date, late delivery, 41 weeks, 42 weeks, miti nagheko, dhilo sutkeri, मिति नाघेको, ढिलो',
    ['week'],
  ),
];
