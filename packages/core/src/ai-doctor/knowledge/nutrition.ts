import { entry, type KnowledgeEntry } from './entry.ts';

/**
 * Food and supplements of pregnancy and breastfeeding (WHO ANC 2016; Nepal safe motherhood as in
 * reference nepal-anc-pnc-schedule.json: iron-folic acid one tablet a day from the second trimester
 * through pregnancy and 45 days after birth; deworming once after the first trimester; calcium as
 * the health post gives, the national dose not confirmed by the reference).
 */
export const NUTRITION_ENTRIES: KnowledgeEntry[] = [
  entry(
    'nut-ifa',
    'nutrition',
    'pregnancy',
    'nepal_safe_motherhood',
    ['Iron-folic acid tablets', 'आइरन चक्की'],
    [
      'Take one iron-folic acid tablet every day from the fourth month of pregnancy until the birth, and for 45 days after the birth. The health post gives them free.\nThey prevent low blood (anaemia) and help the baby grow. Take them with water or lemon water, not with tea or milk.',
      'गर्भको चौथो महिनादेखि सुत्केरी नहुन्जेल र सुत्केरीपछि ४५ दिनसम्म दिनहुँ एउटा आइरन चक्की खानुहोस्। स्वास्थ्य चौकीमा निःशुल्क पाइन्छ।\nयसले रगतको कमी हुन दिँदैन र शिशु राम्ररी बढ्छ। पानी वा कागतीपानीसँग खानुहोस्, चिया वा दूधसँग होइन।',
    ],
    'iron, iron tablet, ifa, folic acid, red tablet, ayron, iron chakki, aairan, falam, aairan goli, रातो चक्की, आइरन, फोलिक, फलाम',
    ['week'],
  ),
  entry(
    'nut-ifa-side-effects',
    'nutrition',
    'pregnancy',
    'nepal_safe_motherhood',
    ['Black stool or nausea from iron tablets', 'आइरन चक्कीले दिसा कालो हुने'],
    [
      'Iron tablets can make stool black and may cause nausea or hard stool. This is harmless.\nTake the tablet at night after food, drink more water and eat vegetables. Do not stop the tablets; tell the health post if it is hard.',
      'आइरन चक्कीले दिसा कालो हुन सक्छ, वाकवाकी लाग्न वा दिसा कडा हुन सक्छ। यसले केही हानि गर्दैन।\nराति खाना खाएपछि चक्की खानुहोस्, धेरै पानी पिउनुहोस् र सागपात खानुहोस्। चक्की नछोड्नुहोस्; गाह्रो भए स्वास्थ्य चौकीलाई भन्नुहोस्।',
    ],
    'black stool, black poo, side effect of iron, disa kalo, kalo disa, iron le wakwaki, दिसा कालो, कालो दिसा',
  ),
  entry(
    'nut-calcium',
    'nutrition',
    'pregnancy',
    'nepal_safe_motherhood',
    ['Calcium tablets', 'क्याल्सियम चक्की'],
    [
      'From the fourth month the health post gives calcium tablets; take them as the health post tells you until the birth.\nTake calcium at a different time of day from the iron tablet (for example iron at night, calcium in the day), as they block each other.',
      'चौथो महिनादेखि स्वास्थ्य चौकीले क्याल्सियम चक्की दिन्छ; सुत्केरी नहुन्जेल स्वास्थ्य चौकीले भनेअनुसार खानुहोस्।\nक्याल्सियम र आइरन एकै समयमा नखानुहोस् (जस्तै आइरन राति, क्याल्सियम दिउँसो), किनकि एकले अर्कोलाई काम गर्न दिँदैन।',
    ],
    'calcium, calcium tablet, white tablet, kalsiyam, calcium chakki, seto chakki, हड्डी, क्याल्सियम, सेतो चक्की',
  ),
  entry(
    'nut-deworming',
    'nutrition',
    'pregnancy',
    'nepal_safe_motherhood',
    ['Deworming tablet', 'जुकाको औषधि'],
    [
      'Take one deworming (albendazole) tablet once, after the first three months of pregnancy, as the health post gives.\nWorms take your blood and food; washing hands and wearing sandals outside also help.',
      'गर्भको पहिलो तीन महिनापछि स्वास्थ्य चौकीले दिएको जुकाको औषधि (एल्बेन्डाजोल) को एउटा चक्की एक पटक खानुहोस्।\nजुकाले रगत र खानाको तागत लिन्छ; हात धुने र बाहिर चप्पल लगाउनेले पनि बचाउँछ।',
    ],
    'deworming, worm tablet, albendazole, juka, juka ko ausadhi, pet ma juka, जुका, जुकाको औषधि',
  ),
  entry(
    'nut-diet-pregnancy',
    'nutrition',
    'pregnancy',
    'who_anc_2016',
    ['What to eat in pregnancy', 'गर्भावस्थामा के खाने'],
    [
      'Eat one extra meal or snack a day. Each day try to eat rice, roti or dhido with dal or beans, green leafy vegetables, fruit, and milk, curd, egg, meat or fish when you can.\nUse iodized salt. There is no food you must avoid because of old beliefs; eat a variety.',
      'दिनमा एक छाक थप खाना वा खाजा खानुहोस्। हरेक दिन भात, रोटी वा ढिँडोसँग दाल वा गेडागुडी, हरियो सागपात, फलफूल, र सकेसम्म दूध, दही, अण्डा, मासु वा माछा खानुहोस्।\nआयोडिनयुक्त नुन खानुहोस्। पुराना धारणाका कारण कुनै खाना छोड्नु पर्दैन; सबै थरी खानुहोस्।',
    ],
    'diet, food, what to eat, nutrition, healthy food, khana, ke khane, poshan, posilo khana, aahar, खाना, के खाने, पोसिलो, पोषण, आहार',
    ['week'],
  ),
  entry(
    'nut-iron-foods',
    'nutrition',
    'any',
    'who_anc_2016',
    ['Foods that build blood', 'रगत बढाउने खाना'],
    [
      'Green leafy vegetables (spinach, mustard leaves), beans and lentils, meat, liver, fish and eggs help make blood. Lemon, amla or orange with the meal helps the body take the iron.\nTea with meals blocks iron: drink it an hour apart.',
      'हरियो सागपात (पालुङ्गो, रायो), गेडागुडी र दाल, मासु, कलेजो, माछा र अण्डाले रगत बनाउन मद्दत गर्छन्। खानासँग कागती, अमला वा सुन्तलाले आइरन शरीरमा पच्न मद्दत गर्छ।\nखानासँग चिया पिए आइरन कम पच्छ: एक घण्टा फरक गरेर पिउनुहोस्।',
    ],
    'anaemia food, iron rich food, blood increase food, hemoglobin, ragat badhaune khana, ragat banaune, saag, palungo, kalejo, रगत बढाउने, साग, पालुङ्गो, कलेजो',
  ),
  entry(
    'nut-anaemia',
    'nutrition',
    'any',
    'who_anc_2016',
    ['Low blood (anaemia)', 'रगतको कमी'],
    [
      'Low blood makes you tired, breathless and pale, and is risky at birth. The health post checks your blood (haemoglobin) at check-ups.\nTake the iron tablets every day and eat iron-rich food. Very pale skin with breathlessness needs a check soon.',
      'रगत कम भए थकाइ लाग्छ, सास फुल्छ र अनुहार पहेँलो देखिन्छ, र सुत्केरीमा जोखिम हुन्छ। स्वास्थ्य चौकीले जाँचमा रगत (हेमोग्लोबिन) जाँच्छ।\nदिनहुँ आइरन चक्की खानुहोस् र आइरन भएको खाना खानुहोस्। धेरै पहेँलो देखिएर सास फुले छिट्टै जाँच गराउनुहोस्।',
    ],
    'anaemia, anemia, low blood, low hemoglobin, ragat kam, ragat ko kami, pale, paheli, रगत कम, रगतको कमी, हेमोग्लोबिन',
  ),
  entry(
    'nut-foods-avoid',
    'nutrition',
    'pregnancy',
    'who_anc_2016',
    ['Foods to be careful with', 'होसियार हुनुपर्ने खाना'],
    [
      'Avoid alcohol and tobacco completely. Eat meat, eggs and fish well cooked, wash fruit and vegetables, and drink boiled or clean water.\nRipe papaya and other ordinary foods are fine; there is no need to avoid healthy food because of old beliefs.',
      'रक्सी र सुर्ती पूरै छोड्नुहोस्। मासु, अण्डा र माछा राम्ररी पकाएर खानुहोस्, फलफूल र सागपात धोएर खानुहोस्, र उमालेको वा सफा पानी पिउनुहोस्।\nपाकेको मेवा र अरू सामान्य खाना खान मिल्छ; पुराना धारणाले पोसिलो खाना छोड्नु पर्दैन।',
    ],
    'food to avoid, papaya, pineapple, raw meat, what not to eat, ke nakhane, mewa, bhui katahar, ke khana hudaina, नखाने खाना, मेवा, भुइँकटहर',
  ),
  entry(
    'nut-tea-coffee',
    'nutrition',
    'any',
    'who_anc_2016',
    ['Tea and coffee', 'चिया र कफी'],
    [
      'A cup or two of tea or coffee a day is fine in pregnancy and breastfeeding. Drink it between meals, not with them, so it does not block iron.',
      'दिनमा एक-दुई कप चिया वा कफी गर्भ र दूध खुवाउने बेला ठीक छ। खानासँगै होइन, दुई छाकको बीचको समयमा पिउनुहोस्; यसो गर्दा आइरन पच्न रोकिँदैन।',
    ],
    'tea, coffee, caffeine, chiya, kafi, चिया, कफी',
  ),
  entry(
    'nut-water',
    'nutrition',
    'any',
    'who_anc_2016',
    ['How much water to drink', 'कति पानी पिउने'],
    [
      'Drink water often through the day, more in hot weather and when breastfeeding: enough that your urine is light in colour.\nDrink boiled, filtered or otherwise clean water.',
      'दिनभरि पटक-पटक पानी पिउनुहोस्, गर्मीमा र दूध खुवाउँदा अझ बढी: पिसाबको रङ हलुका हुने जति।\nउमालेको, छानेको वा सफा पानी पिउनुहोस्।',
    ],
    'water, drink water, how much water, pani, kati pani, pani piune, पानी, कति पानी',
  ),
  entry(
    'nut-iodized-salt',
    'nutrition',
    'any',
    'who_anc_2016',
    ['Iodized salt', 'आयोडिनयुक्त नुन'],
    [
      'Use salt with iodine (the packet shows two children, "dui bachha chhap"). Iodine helps the baby’s brain grow.\nUse salt in normal amounts; too much salt is not good.',
      'आयोडिन भएको नुन खानुहोस् (दुई बालबालिका छाप भएको प्याकेट)। आयोडिनले शिशुको दिमाग बढ्न मद्दत गर्छ।\nनुन सामान्य मात्रामा खानुहोस्; धेरै नुन राम्रो होइन।',
    ],
    'salt, iodine, iodized salt, nun, aayodin, dui bachha chhap nun, नुन, आयोडिन',
  ),
  entry(
    'nut-vegetarian',
    'nutrition',
    'any',
    'who_anc_2016',
    ['Vegetarian food', 'शाकाहारी खाना'],
    [
      'A vegetarian mother can eat well: dal, beans, soybean, chickpeas, milk, curd, paneer, nuts, green vegetables and fruit.\nIron and calcium tablets are even more important; take them every day.',
      'शाकाहारी आमाले पनि राम्रो खान सक्छन्: दाल, गेडागुडी, भटमास, चना, दूध, दही, पनिर, बदाम, हरियो सागपात र फलफूल।\nआइरन र क्याल्सियम चक्की झन् जरुरी छ; दिनहुँ खानुहोस्।',
    ],
    'vegetarian, no meat, veg food, sakahari, masu nakhane, bhatmas, chana, शाकाहारी, मासु नखाने, भटमास',
  ),
  entry(
    'nut-breastfeeding-diet',
    'nutrition',
    'after_delivery',
    'who_pnc_2022',
    ['Food after the birth (sutkeri food)', 'सुत्केरी आमाको खाना'],
    [
      'A breastfeeding mother needs more food: eat two extra small meals a day, with dal, vegetables, fruit, milk, egg or meat, and drink plenty of water.\nNo food needs to be avoided; warm, simple meals are fine. Keep taking iron tablets for 45 days after the birth.',
      'दूध खुवाउने आमालाई बढी खाना चाहिन्छ: दिनमा दुई छाक थप सानो खाना खानुहोस्, दाल, सागपात, फलफूल, दूध, अण्डा वा मासुसहित, र धेरै पानी पिउनुहोस्।\nकुनै खाना छोड्नु पर्दैन; तातो, सादा खाना ठीक हो। सुत्केरीपछि ४५ दिनसम्म आइरन चक्की खाइरहनुहोस्।',
    ],
    'food after delivery, sutkeri khana, sutkeri ko khana, breastfeeding diet, jwano, ghee, masu, सुत्केरीको खाना, ज्वानो, घ्यू, दूध खुवाउने आमा',
  ),
  entry(
    'nut-ghee-jaggery',
    'nutrition',
    'after_delivery',
    'who_pnc_2022',
    ['Ghee, jaggery and ajwain soup', 'घ्यू, सख्खर र ज्वानोको झोल'],
    [
      'Ghee, jaggery, ajwain soup and meat broth are traditional foods after birth; they are fine in normal amounts.\nMore important is eating enough of everything: grains, dal, vegetables, fruit and milk, and drinking water.',
      'घ्यू, सख्खर, ज्वानोको झोल र मासुको झोल सुत्केरीका चलनका खाना हुन्; सामान्य मात्रामा ठीक छन्।\nझन् जरुरी भनेको सबै थरी पुग्ने गरी खानु हो: अन्न, दाल, सागपात, फलफूल र दूध, र पानी पिउनु।',
    ],
    'ghee, jaggery, ajwain, jwano, sakhar, chaku, masu ko jhol, घ्यू, सख्खर, ज्वानो, चाकु',
  ),
];
